import { changePasswordSchema, updateProfileSchema, userSchema } from '@plume/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserWithClasses } from '../../plugins/auth.js';
import { errorResponses, noContent } from '../../plugins/schemas.js';
import { toUser } from '../users/user-view.js';
import { changePassword, updateProfile } from './service.js';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here answers with the user as GET /me shows them, classes included: the auth lookup loads them.
  app.addHook('onRequest', requireUserWithClasses);
  const tags = ['me'];
  const security = [{ bearer: [] }];

  // The auth hook loaded user, session and classes in one query: nothing more to read.
  app.get('/me', { schema: { tags, security, response: { 200: userSchema, ...errorResponses(401) } } }, (req) =>
    toUser(req.user, app.region, req.user.classes ?? []),
  );

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
