import { z } from 'zod';
import { emailSchema } from './auth.js';
import { CLASS_AVATARS, CLASS_COLOURS, CLASS_ROLES, HOME_CODE_STATUSES, TEACHING_LANGUAGES } from './class-rules.js';
import { GRADES } from './enumerations.js';
import { FIELD_ERRORS } from './errors.js';
import { schoolSchema } from './schools.js';

// The rules live apart from the schemas so that bundles needing only them stay free of zod.
export * from './class-rules.js';

export const CLASS_NAME_MAX_LENGTH = 40;
export const STUDENT_NAME_MAX_LENGTH = 60;

export const gradeSchema = z.enum(GRADES, { error: FIELD_ERRORS.invalid });
export const classAvatarSchema = z.enum(CLASS_AVATARS as [string, ...string[]], { error: FIELD_ERRORS.invalid });
export const classColourSchema = z.enum(CLASS_COLOURS, { error: FIELD_ERRORS.invalid });
export const teachingLanguageSchema = z.enum(TEACHING_LANGUAGES, { error: FIELD_ERRORS.required });
export const classRoleSchema = z.enum(CLASS_ROLES);
export const idSchema = z.string({ error: FIELD_ERRORS.required }).uuid(FIELD_ERRORS.invalid);

export const classNameSchema = z
  .string({ error: FIELD_ERRORS.required })
  .trim()
  .min(1, FIELD_ERRORS.required)
  .max(CLASS_NAME_MAX_LENGTH, FIELD_ERRORS.tooLong);
export const gradesSchema = z.array(gradeSchema, { error: FIELD_ERRORS.required }).min(1, FIELD_ERRORS.required).max(GRADES.length);

export const classParamsSchema = z.object({ classId: idSchema });
export const classUserParamsSchema = z.object({ classId: idSchema, userId: idSchema });
export const studentParamsSchema = z.object({ studentId: idSchema });
export const invitationParamsSchema = z.object({ invitationId: idSchema });

export const createClassSchema = z.object({
  schoolId: idSchema,
  name: classNameSchema,
  grades: gradesSchema,
  language: teachingLanguageSchema,
  avatar: classAvatarSchema.default('class-1'),
  colour: classColourSchema.default('blue'),
});
export type CreateClassInput = z.infer<typeof createClassSchema>;

export const classSettingsSchema = z.object({
  name: classNameSchema,
  grades: gradesSchema,
  avatar: classAvatarSchema,
  colour: classColourSchema,
});
export type ClassSettings = z.infer<typeof classSettingsSchema>;

export const deleteClassSchema = z.object({ confirmName: z.string({ error: FIELD_ERRORS.required }).trim().min(1, FIELD_ERRORS.required) });
export const emailBodySchema = z.object({ email: emailSchema });

const permissionsSchema = z.object({
  viewClass: z.boolean(),
  viewResults: z.boolean(),
  editSettings: z.boolean(),
  archive: z.boolean(),
  deleteClass: z.boolean(),
  transferClass: z.boolean(),
  addStudents: z.boolean(),
  editStudents: z.boolean(),
  transferStudents: z.boolean(),
  deleteStudents: z.boolean(),
  manageCoTeachers: z.boolean(),
  leave: z.boolean(),
});

export const classTeacherSchema = z.object({
  userId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: classRoleSchema,
});

/** A class as its list and page show it, with the caller's role and what that role allows. */
export const classSummarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  grades: z.array(gradeSchema),
  language: teachingLanguageSchema,
  avatar: z.string(),
  colour: classColourSchema,
  code: z.string(),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  rosteringType: z.string().nullable(),
  createdAt: z.string(),
  school: schoolSchema,
  role: classRoleSchema,
  permissions: permissionsSchema,
  hasPrimaryTeacher: z.boolean(),
  studentCount: z.number().int(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const classDetailSchema = classSummarySchema.extend({
  teachers: z.array(classTeacherSchema),
  pendingInvitations: z.array(z.object({ id: z.string().uuid(), email: z.string(), firstName: z.string(), lastName: z.string() })),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

export const classListSchema = z.object({ active: z.array(classSummarySchema), archived: z.array(classSummarySchema) });
export type ClassList = z.infer<typeof classListSchema>;

export const invitationSchema = z.object({
  id: z.string().uuid(),
  classId: z.string().uuid(),
  className: z.string(),
  schoolName: z.string(),
  invitedBy: z.object({ firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.array(invitationSchema);

export const homeCodeStatusSchema = z.enum(HOME_CODE_STATUSES);
