import rateLimit from '@fastify/rate-limit';
import {
  classConnectParamsSchema,
  classConnectSchema,
  classConnectStudentParamsSchema,
  homeCodeRequestSchema,
  homeConnectSchema,
  studentProfileSchema,
  studentSessionSchema,
} from '@plume/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/error-handler.js';
import { errorResponses, noContent } from '../../plugins/schemas.js';
import { classForConnection, connectFromClass } from './class-connect.js';
import { homeConnect, requestHomeCode, studentProfile } from './service.js';
import { verifyStudentToken } from './student-tokens.js';

const tags = ['families'];

/**
 * A whole school reaches us from one address: class connections (every child of a class, several classes at
 * once in a computer room) get this many times the per-address allowance. A 6-character code still cannot be
 * found by trying at that rate (30^6 codes).
 */
export const SCHOOL_NETWORK_FACTOR = 10;

/** Codes and teacher emails must not be guessable by brute force: the same limit as /auth. */
const guardedRoutes: FastifyPluginAsyncZod = async (app) => {
  const perMinute = app.config.authRateLimitPerMinute;
  const schoolNetwork = { rateLimit: { max: perMinute * SCHOOL_NETWORK_FACTOR, timeWindow: '1 minute' } };
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
        response: { 200: studentSessionSchema, ...errorResponses(400, 404, 429) },
      },
    },
    (req) => homeConnect(app, app.config.jwtSecret, req.body.code),
  );

  // A class code is typed at school: the class's pupils' names for the picker, then the child's session.
  app.get(
    '/class-connect/:code',
    {
      config: schoolNetwork,
      schema: { tags, params: classConnectParamsSchema, response: { 200: classConnectSchema, ...errorResponses(400, 404, 429) } },
    },
    (req) => classForConnection(app, req.params.code),
  );

  app.post(
    '/class-connect/:code/students/:studentId',
    {
      config: schoolNetwork,
      schema: {
        tags,
        params: classConnectStudentParamsSchema,
        response: { 200: studentSessionSchema, ...errorResponses(400, 404, 429) },
      },
    },
    (req) => connectFromClass(app, app.config.jwtSecret, req.params.code, req.params.studentId),
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
