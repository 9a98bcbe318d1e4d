import { changePasswordSchema, updateProfileSchema, userSchema } from '@plume/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { errorResponses, noContent } from '../../plugins/schemas.js';
import { classesOfUser } from '../classes/queries.js';
import { toUser } from '../users/user-view.js';
import { changePassword, updateProfile } from './service.js';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['me'];
  const security = [{ bearer: [] }];

  // The auth hook already loaded the user with its session; only the classes need a query.
  app.get('/me', { schema: { tags, security, response: { 200: userSchema, ...errorResponses(401) } } }, async (req) => ({
    ...toUser(req.user, app.region),
    classes: await classesOfUser(app.db, req.user.id),
  }));

  app.patch(
    '/me',
    { schema: { tags, security, body: updateProfileSchema, response: { 200: userSchema, ...errorResponses(400, 401, 403, 409) } } },
    (req) => updateProfile(app, req.user, req.body),
  );

  app.post(
    '/me/password',
    { schema: { tags, security, body: changePasswordSchema, response: { 204: noContent, ...errorResponses(400, 401, 403) } } },
    async (req, reply) => {
      await changePassword(app, req.user, req.body);
      return reply.code(204).send(null);
    },
  );
};
