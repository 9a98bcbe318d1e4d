import { z } from 'zod';
import { emailSchema } from './auth.js';
import { ACCESSIBILITY_OPTIONS } from './class-rules.js';
import { gradeSchema, homeCodeStatusSchema, idSchema, STUDENT_NAME_MAX_LENGTH } from './classes.js';
import { COUNTRY_CODES } from './country-codes.js';
import { FIELD_ERRORS } from './errors.js';

export const studentNameSchema = z
  .string({ error: FIELD_ERRORS.required })
  .trim()
  .min(1, FIELD_ERRORS.required)
  .max(STUDENT_NAME_MAX_LENGTH, FIELD_ERRORS.tooLong);

/** POST /classes/:classId/students: one or many names (a pasted list), all added or none. */
export const addStudentsSchema = z.object({
  names: z.array(studentNameSchema, { error: FIELD_ERRORS.required }).min(1, FIELD_ERRORS.required).max(200, FIELD_ERRORS.tooLong),
});
export type AddStudentsInput = z.infer<typeof addStudentsSchema>;

export const accessibilityOptionsSchema = z.object(
  Object.fromEntries(ACCESSIBILITY_OPTIONS.map((option) => [option, z.boolean()])) as Record<
    (typeof ACCESSIBILITY_OPTIONS)[number],
    z.ZodBoolean
  >,
);

/**
 * PATCH /students/:studentId; every field optional. The world is any short text here: the service
 * answers UNKOWN_WORLD for one that is not among WORLDS.
 */
export const updateStudentSchema = z.object({
  name: studentNameSchema.optional(),
  grade: gradeSchema.nullable().optional(),
  world: z.string().trim().min(1, FIELD_ERRORS.required).max(40, FIELD_ERRORS.tooLong).optional(),
  accessibilityOptions: accessibilityOptionsSchema.partial().optional(),
  foundationalVocabularyEnabled: z.boolean().optional(),
});
export type UpdateStudentInput = z.infer<typeof updateStudentSchema>;

export const transferStudentSchema = z.object({ classId: idSchema });

export const studentSchema = z.object({
  id: z.string().uuid(),
  classId: z.string().uuid(),
  name: z.string(),
  grade: gradeSchema.nullable(),
  world: z.string(),
  accessibilityOptions: accessibilityOptionsSchema,
  foundationalVocabularyEnabled: z.boolean(),
  foundationalVocabularyCompletedAt: z.string().nullable(),
  homeCode: z.string(),
  homeCodeStatus: homeCodeStatusSchema,
  isDemo: z.boolean(),
  createdAt: z.string(),
});
export type Student = z.infer<typeof studentSchema>;
export const studentListSchema = z.array(studentSchema);

/** POST /student/home-connect. */
export const homeConnectSchema = z.object({
  code: z.string({ error: FIELD_ERRORS.required }).trim().min(1, FIELD_ERRORS.required).max(20, FIELD_ERRORS.tooLong),
});

/** POST /home-code-requests (SPEC §3 Home-code request). */
export const homeCodeRequestSchema = z.object({
  country: z.enum(COUNTRY_CODES, { error: FIELD_ERRORS.required }),
  teacherEmail: emailSchema,
  childFullName: studentNameSchema,
  parentEmail: emailSchema,
});
export type HomeCodeRequestInput = z.infer<typeof homeCodeRequestSchema>;
