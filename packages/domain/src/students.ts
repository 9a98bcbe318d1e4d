import { z } from 'zod';
import { emailSchema } from './auth.js';
import { ACCESSIBILITY_OPTIONS, isHomeCode, normaliseHomeCode } from './class-rules.js';
import {
  classAvatarSchema,
  classColourSchema,
  gradeSchema,
  homeCodeStatusSchema,
  idSchema,
  STUDENT_NAME_MAX_LENGTH,
  teachingLanguageSchema,
} from './classes.js';
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

/**
 * A class code as a pupil types it at school: case, spaces and dashes are ignored (the service
 * normalises it with `normaliseHomeCode`); anything else than 6 characters of the alphabet is INVALID_FORM.
 */
export const classCodeSchema = z
  .string({ error: FIELD_ERRORS.required })
  .max(20, FIELD_ERRORS.tooLong)
  .refine((value) => isHomeCode(normaliseHomeCode(value)), FIELD_ERRORS.invalid);

/** GET /class-connect/:code. */
export const classConnectParamsSchema = z.object({ code: classCodeSchema });

/** POST /class-connect/:code/students/:studentId. */
export const classConnectStudentParamsSchema = z.object({ code: classCodeSchema, studentId: idSchema });

/** GET /class-connect/:code: an active class and the names of its pupils (nothing else about them), sorted by name. */
export const classConnectSchema = z.object({
  classId: z.string().uuid(),
  className: z.string(),
  language: teachingLanguageSchema,
  avatar: classAvatarSchema,
  colour: classColourSchema,
  students: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
});
export type ClassConnect = z.infer<typeof classConnectSchema>;

/** The pupil side's profile: GET /student/me and the `student` of a connection. */
export const studentProfileSchema = z.object({
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
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** POST /student/home-connect and POST /class-connect/:code/students/:studentId. */
export const studentSessionSchema = z.object({ studentToken: z.string(), student: studentProfileSchema });
export type StudentSession = z.infer<typeof studentSessionSchema>;

/** POST /home-code-requests (SPEC §3 Home-code request). */
export const homeCodeRequestSchema = z.object({
  country: z.enum(COUNTRY_CODES, { error: FIELD_ERRORS.required }),
  teacherEmail: emailSchema,
  childFullName: studentNameSchema,
  parentEmail: emailSchema,
});
export type HomeCodeRequestInput = z.infer<typeof homeCodeRequestSchema>;
