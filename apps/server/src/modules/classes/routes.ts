import {
  classDetailSchema,
  classListSchema,
  classParamsSchema,
  classSettingsSchema,
  classSummarySchema,
  createClassSchema,
  deleteClassSchema,
  emailBodySchema,
} from '@plume/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { errorResponses, noContent } from '../../plugins/schemas.js';
import { createClass, deleteClass, getClass, listClasses, setArchived, transferClass, updateClassSettings } from './service.js';

export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['classes'];
  const security = [{ bearer: [] }];
  const errors = errorResponses(400, 401, 403, 404, 409);

  app.get('/classes', { schema: { tags, security, response: { 200: classListSchema, ...errors } } }, (req) =>
    listClasses(app.db, req.user),
  );

  app.post(
    '/classes',
    { schema: { tags, security, body: createClassSchema, response: { 201: classSummarySchema, ...errors } } },
    async (req, reply) => reply.code(201).send(await createClass(app.db, req.user, req.body)),
  );

  app.get(
    '/classes/:classId',
    { schema: { tags, security, params: classParamsSchema, response: { 200: classDetailSchema, ...errors } } },
    (req) => getClass(app.db, req.user, req.params.classId),
  );

  app.patch(
    '/classes/:classId/settings',
    { schema: { tags, security, params: classParamsSchema, body: classSettingsSchema, response: { 200: classSummarySchema, ...errors } } },
    (req) => updateClassSettings(app.db, req.user, req.params.classId, req.body),
  );

  app.post(
    '/classes/:classId/archive',
    { schema: { tags, security, params: classParamsSchema, response: { 200: classSummarySchema, ...errors } } },
    (req) => setArchived(app.db, req.user, req.params.classId, true),
  );

  app.post(
    '/classes/:classId/restore',
    { schema: { tags, security, params: classParamsSchema, response: { 200: classSummarySchema, ...errors } } },
    (req) => setArchived(app.db, req.user, req.params.classId, false),
  );

  app.delete(
    '/classes/:classId',
    { schema: { tags, security, params: classParamsSchema, body: deleteClassSchema, response: { 204: noContent, ...errors } } },
    async (req, reply) => {
      await deleteClass(app.db, req.user, req.params.classId, req.body.confirmName);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/classes/:classId/transfer',
    { schema: { tags, security, params: classParamsSchema, body: emailBodySchema, response: { 204: noContent, ...errors } } },
    async (req, reply) => {
      await transferClass(app.db, req.user, req.params.classId, req.body.email);
      return reply.code(204).send(null);
    },
  );
};
