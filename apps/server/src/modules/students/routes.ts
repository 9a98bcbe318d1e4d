import {
  addStudentsSchema,
  classParamsSchema,
  studentListSchema,
  studentParamsSchema,
  studentSchema,
  transferStudentSchema,
  updateStudentSchema,
} from '@plume/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { errorResponses, noContent } from '../../plugins/schemas.js';
import { addStudents, deleteStudent, listStudents, transferStudent, updateStudent } from './service.js';

export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['students'];
  const security = [{ bearer: [] }];
  const errors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/classes/:classId/students',
    { schema: { tags, security, params: classParamsSchema, response: { 200: studentListSchema, ...errors } } },
    (req) => listStudents(app.db, req.user, req.params.classId),
  );

  app.post(
    '/classes/:classId/students',
    { schema: { tags, security, params: classParamsSchema, body: addStudentsSchema, response: { 201: studentListSchema, ...errors } } },
    async (req, reply) => reply.code(201).send(await addStudents(app.db, req.user, req.params.classId, req.body)),
  );

  app.patch(
    '/students/:studentId',
    { schema: { tags, security, params: studentParamsSchema, body: updateStudentSchema, response: { 200: studentSchema, ...errors } } },
    (req) => updateStudent(app.db, req.user, req.params.studentId, req.body),
  );

  app.post(
    '/students/:studentId/transfer',
    { schema: { tags, security, params: studentParamsSchema, body: transferStudentSchema, response: { 200: studentSchema, ...errors } } },
    (req) => transferStudent(app.db, req.user, req.params.studentId, req.body.classId),
  );

  app.delete(
    '/students/:studentId',
    { schema: { tags, security, params: studentParamsSchema, response: { 204: noContent, ...errors } } },
    async (req, reply) => {
      await deleteStudent(app.db, req.user, req.params.studentId);
      return reply.code(204).send(null);
    },
  );
};
