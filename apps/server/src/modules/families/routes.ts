import rateLimit from '@fastify/rate-limit';
import { homeCodeRequestSchema, homeConnectSchema } from '@plume/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/error-handler.js';
import { errorResponses, noContent } from '../../plugins/schemas.js';
import { homeConnect, requestHomeCode, studentProfile } from './service.js';
import { verifyStudentToken } from './student-tokens.js';

const studentProfileSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  classId: z.string().uuid(),
  className: z.string(),
  language: z.enum(['FR', 'EN']),
  grade: z.string().nullable(),
  world: z.string(),
  accessibilityOptions: z.record(z.string(), z.boolean()),
  foundationalVocabularyEnabled: z.boolean(),
});

const tags = ['families'];

/** Codes and teacher emails must not be guessable by brute force: the same limit as /auth. */
const guardedRoutes: FastifyPluginAsyncZod = async (app) => {
  const perMinute = app.config.authRateLimitPerMinute;
  if (perMinute > 0) {
    await app.register(rateLimit, {
      max: perMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new AppError('RATE_LIMIT_REACHED', 429),
    });
  }

  app.post(
    '/student/home-connect',
    {
      schema: {
        tags,
        body: homeConnectSchema,
        response: { 200: z.object({ studentToken: z.string(), student: studentProfileSchema }), ...errorResponses(400, 404, 429) },
      },
    },
    (req) => homeConnect(app, app.config.jwtSecret, req.body.code),
  );

  app.post(
    '/home-code-requests',
    { schema: { tags, body: homeCodeRequestSchema, response: { 204: noContent, ...errorResponses(400, 404, 429) } } },
    async (req, reply) => {
      await requestHomeCode(app, req.body);
      return reply.code(204).send(null);
    },
  );
};

export const familiesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(guardedRoutes);

  // Pupils of a whole class share the school's address: no per-IP limit here.
  app.get('/student/me', { schema: { tags, response: { 200: studentProfileSchema, ...errorResponses(401) } } }, async (req) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const claims = match?.[1] ? verifyStudentToken(app.config.jwtSecret, match[1]) : undefined;
    if (!claims || claims.awsRegion !== app.region) throw new AppError('INVALID_STUDENT_TOKEN', 401);
    const profile = await studentProfile(app, claims.studentId);
    // A deleted pupil's token stops working.
    if (!profile) throw new AppError('INVALID_STUDENT_TOKEN', 401);
    return profile;
  });
};
