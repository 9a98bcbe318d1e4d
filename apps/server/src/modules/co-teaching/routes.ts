import { classParamsSchema, classUserParamsSchema, emailBodySchema, invitationListSchema, invitationParamsSchema } from '@plume/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { errorResponses, noContent } from '../../plugins/schemas.js';
import { acceptInvitation, declineInvitation, inviteCoTeacher, leaveClass, listInvitations, removeCoTeacher } from './service.js';

export const coTeachingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['co-teaching'];
  const security = [{ bearer: [] }];
  const errors = errorResponses(400, 401, 403, 404, 409);

  app.post(
    '/classes/:classId/co-teachers',
    {
      schema: {
        tags,
        security,
        params: classParamsSchema,
        body: emailBodySchema,
        response: { 201: z.object({ id: z.string().uuid() }), ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await inviteCoTeacher(app.db, req.user, req.params.classId, req.body.email)),
  );

  app.delete(
    '/classes/:classId/co-teachers/:userId',
    { schema: { tags, security, params: classUserParamsSchema, response: { 204: noContent, ...errors } } },
    async (req, reply) => {
      await removeCoTeacher(app.db, req.user, req.params.classId, req.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/classes/:classId/leave',
    { schema: { tags, security, params: classParamsSchema, response: { 204: noContent, ...errors } } },
    async (req, reply) => {
      await leaveClass(app.db, req.user, req.params.classId);
      return reply.code(204).send(null);
    },
  );

  app.get('/invitations', { schema: { tags, security, response: { 200: invitationListSchema, ...errors } } }, (req) =>
    listInvitations(app.db, req.user),
  );

  app.post(
    '/invitations/:invitationId/accept',
    { schema: { tags, security, params: invitationParamsSchema, response: { 200: z.object({ classId: z.string().uuid() }), ...errors } } },
    (req) => acceptInvitation(app.db, req.user, req.params.invitationId),
  );

  app.post(
    '/invitations/:invitationId/decline',
    { schema: { tags, security, params: invitationParamsSchema, response: { 204: noContent, ...errors } } },
    async (req, reply) => {
      await declineInvitation(app.db, req.user, req.params.invitationId);
      return reply.code(204).send(null);
    },
  );
};
