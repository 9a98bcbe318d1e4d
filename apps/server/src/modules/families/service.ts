import {
  DEFAULT_ACCESSIBILITY_OPTIONS,
  type HomeCodeRequestInput,
  normaliseHomeCode,
  type StudentProfile,
  type StudentSession,
} from '@plume/domain';
import { eq } from 'drizzle-orm';
import { classes, students } from '../../db/schema/index.js';
import type { RegionContext } from '../../plugins/context.js';
import { AppError } from '../../plugins/error-handler.js';
import { findUserByEmail } from '../users/queries.js';
import { renderHomeCodeRequestMail } from './home-code-mail.js';
import { signStudentToken } from './student-tokens.js';

export async function studentProfile(ctx: RegionContext, studentId: string): Promise<StudentProfile | undefined> {
  const [row] = await ctx.db
    .select({ student: students, className: classes.name, language: classes.language })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(eq(students.id, studentId))
    .limit(1);
  if (!row) return undefined;
  const { student } = row;
  return {
    id: student.id,
    name: student.name,
    classId: student.classId,
    className: row.className,
    language: row.language,
    grade: student.grade,
    world: student.world,
    accessibilityOptions: { ...DEFAULT_ACCESSIBILITY_OPTIONS, ...student.accessibilityOptions },
    foundationalVocabularyEnabled: student.foundationalVocabularyEnabled,
  };
}

/**
 * A parent types the pupil's home code: the pupil is signed in on this device and the code becomes USED.
 * A class code is told apart, so the parent learns they typed the school's code.
 */
export async function homeConnect(ctx: RegionContext, jwtSecret: string, typed: string) {
  const code = normaliseHomeCode(typed);
  const [student] = await ctx.db.select({ id: students.id }).from(students).where(eq(students.homeCode, code)).limit(1);
  if (!student) {
    const [klass] = await ctx.db.select({ id: classes.id }).from(classes).where(eq(classes.code, code)).limit(1);
    if (klass) throw new AppError('HOME_CONNECT_CODE_IS_SCHOOL_CODE', 400);
    throw new AppError('STUDENT_NOT_FOUND', 404);
  }
  await ctx.db.update(students).set({ homeCodeStatus: 'USED' }).where(eq(students.id, student.id));
  return studentSession(ctx, jwtSecret, student.id);
}

/** Signs a pupil in on this device: a student token and their profile, whichever code opened the pupil side. */
export async function studentSession(ctx: RegionContext, jwtSecret: string, studentId: string): Promise<StudentSession> {
  const profile = await studentProfile(ctx, studentId);
  if (!profile) throw new AppError('STUDENT_NOT_FOUND', 404);
  return { studentToken: signStudentToken(jwtSecret, { studentId, awsRegion: ctx.region }), student: profile };
}

/** Emails the teacher, in their language, that a family asks for their child's home code. */
export async function requestHomeCode(ctx: RegionContext, input: HomeCodeRequestInput): Promise<void> {
  const teacher = await findUserByEmail(ctx.db, input.teacherEmail);
  if (!teacher || teacher.job === 'PARENT') throw new AppError('EMAIL_NOT_FOUND', 404);
  const mail = renderHomeCodeRequestMail(teacher.language, {
    teacherFirstName: teacher.firstName,
    childFullName: input.childFullName,
    parentEmail: input.parentEmail,
  });
  await ctx.mailer.send({ to: teacher.email, language: teacher.language, ...mail });
}
