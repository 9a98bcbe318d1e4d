import rateLimit from '@fastify/rate-limit';
import {
  emailLinkLoginSchema,
  emailRequestSchema,
  loginSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signupSchema,
} from '@plume/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { AppError } from '../../plugins/error-handler.js';
import { errorResponses, noContent } from '../../plugins/schemas.js';
import { createCaptchaChallenge } from './captcha.js';
import { loginWithLink, requestLink, resetPassword, setPassword } from './email-links.js';
import { login, signup } from './service.js';
import { revokeSession } from './session-tokens.js';

// What altcha-lib's createChallenge returns and the widget reads.
const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const perMinute = app.config.authRateLimitPerMinute;
  if (perMinute > 0) {
    // Registered here, the limit covers only the routes of this plugin: /auth of one region.
    await app.register(rateLimit, {
      max: perMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new AppError('RATE_LIMIT_REACHED', 429),
    });
  }
  const tags = ['auth'];

  app.get('/auth/captcha', { schema: { tags, response: { 200: challengeSchema } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return createCaptchaChallenge({ hmacKey: app.config.altchaHmacKey, maxNumber: app.config.altchaMaxNumber }, app.region);
  });

  app.post(
    '/auth/signup',
    { schema: { tags, body: signupSchema, response: { 201: sessionResponseSchema, ...errorResponses(400, 409, 429) } } },
    async (req, reply) => reply.code(201).send(await signup(app, req.body)),
  );

  app.post(
    '/auth/login',
    { schema: { tags, body: loginSchema, response: { 200: sessionResponseSchema, ...errorResponses(400, 401, 429) } } },
    (req) => login(app, req.body),
  );

  app.post(
    '/auth/logout',
    { onRequest: requireUser, schema: { tags, security: [{ bearer: [] }], response: { 204: noContent, ...errorResponses(401) } } },
    async (req, reply) => {
      await revokeSession(app.db, req.user.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/forgot-password',
    { schema: { tags, body: emailRequestSchema, response: { 204: noContent, ...errorResponses(400, 429) } } },
    async (req, reply) => {
      await requestLink(app, req.body, 'RESET_PASSWORD');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags, body: resetPasswordSchema, response: { 204: noContent, ...errorResponses(400, 410, 429) } } },
    async (req, reply) => {
      await resetPassword(app, req.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/set-password',
    { schema: { tags, body: resetPasswordSchema, response: { 200: sessionResponseSchema, ...errorResponses(400, 410, 429) } } },
    (req) => setPassword(app, req.body),
  );

  app.post(
    '/auth/email-link',
    { schema: { tags, body: emailRequestSchema, response: { 204: noContent, ...errorResponses(400, 429) } } },
    async (req, reply) => {
      await requestLink(app, req.body, 'LOGIN_LINK');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/email-link/login',
    { schema: { tags, body: emailLinkLoginSchema, response: { 200: sessionResponseSchema, ...errorResponses(400, 410, 429) } } },
    (req) => loginWithLink(app, req.body.token),
  );
};
