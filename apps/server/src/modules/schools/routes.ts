import { createSchoolSchema, schoolSchema, schoolSearchQuerySchema, schoolSearchResultSchema } from '@plume/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { errorResponses } from '../../plugins/schemas.js';
import { createSchool, searchSchools } from './service.js';

export const schoolsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['schools'];
  const security = [{ bearer: [] }];

  app.get(
    '/schools/search',
    {
      schema: {
        tags,
        security,
        querystring: schoolSearchQuerySchema,
        response: { 200: schoolSearchResultSchema, ...errorResponses(400, 401) },
      },
    },
    (req) => searchSchools(app, req.query),
  );

  app.post(
    '/schools',
    { schema: { tags, security, body: createSchoolSchema, response: { 201: schoolSchema, ...errorResponses(400, 401) } } },
    async (req, reply) => reply.code(201).send(await createSchool(app, req.user, req.body)),
  );
};
