import type { ClassDetail, ClassList, ClassSettings, ClassSummary, CreateClassInput } from '@plume/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classes, classTeachers, coTeacherInvitations, schools, users } from '../../db/schema/index.js';
import type { SessionUser } from '../../plugins/context.js';
import { AppError } from '../../plugins/error-handler.js';
import { findUserByEmail, violatedUniqueConstraint } from '../users/queries.js';
import { requireClassPermission } from './access.js';
import { freshCodes } from './codes.js';
import { classSummaries, isClassNameTaken } from './queries.js';

export async function listClasses(db: Db, user: SessionUser): Promise<ClassList> {
  const all = await classSummaries(db, user.id);
  return { active: all.filter((item) => !item.archived), archived: all.filter((item) => item.archived) };
}

async function summaryOf(db: Db, userId: string, classId: string): Promise<ClassSummary> {
  const [summary] = await classSummaries(db, userId, eq(classes.id, classId));
  if (!summary) throw new AppError('CLASS_NOT_FOUND', 404);
  return summary;
}

export async function getClass(db: Db, user: SessionUser, classId: string): Promise<ClassDetail> {
  await requireClassPermission(db, user.id, classId, 'viewClass');
  const summary = await summaryOf(db, user.id, classId);
  const teachers = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: classTeachers.role })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.userId))
    .where(eq(classTeachers.classId, classId))
    .orderBy(classTeachers.role, users.lastName);
  const pendingInvitations = await db
    .select({ id: coTeacherInvitations.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(coTeacherInvitations)
    .innerJoin(users, eq(users.id, coTeacherInvitations.invitedUserId))
    .where(and(eq(coTeacherInvitations.classId, classId), eq(coTeacherInvitations.status, 'SENT')));
  return { ...summary, teachers, pendingInvitations };
}

export async function createClass(db: Db, user: SessionUser, input: CreateClassInput): Promise<ClassSummary> {
  // Parents practise at home through home codes; classes are for teachers and school leaders.
  if (user.job === 'PARENT') throw new AppError('FORBIDDEN', 403);
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, input.schoolId)).limit(1);
  if (!school) throw new AppError('SCHOOL_NOT_FOUND', 404);
  if (await isClassNameTaken(db, user.id, input.name)) throw new AppError('CLASS_NAME_ALREADY_EXISTS', 409);
  const [code] = await freshCodes(db, 1);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(classes)
      .values({ ...input, code: code as string })
      .returning({ id: classes.id });
    if (!row) throw new Error('class not created');
    await tx.insert(classTeachers).values({ classId: row.id, userId: user.id, role: 'PRIMARY_TEACHER' });
    return row;
  });
  return summaryOf(db, user.id, created.id);
}

export async function updateClassSettings(db: Db, user: SessionUser, classId: string, input: ClassSettings): Promise<ClassSummary> {
  await requireClassPermission(db, user.id, classId, 'editSettings');
  if (await isClassNameTaken(db, user.id, input.name, classId)) throw new AppError('CLASS_NAME_ALREADY_EXISTS', 409);
  await db.update(classes).set(input).where(eq(classes.id, classId));
  return summaryOf(db, user.id, classId);
}

export async function setArchived(db: Db, user: SessionUser, classId: string, archived: boolean): Promise<ClassSummary> {
  await requireClassPermission(db, user.id, classId, 'archive');
  await db
    .update(classes)
    .set({ archivedAt: archived ? sql`coalesce(${classes.archivedAt}, now())` : null })
    .where(eq(classes.id, classId));
  return summaryOf(db, user.id, classId);
}

/** Irreversible: pupils, teachers and invitations go with the class (ON DELETE CASCADE). */
export async function deleteClass(db: Db, user: SessionUser, classId: string, confirmName: string): Promise<void> {
  const access = await requireClassPermission(db, user.id, classId, 'deleteClass');
  if (confirmName.trim() !== access.class.name) {
    throw new AppError('INVALID_FORM', 400, { fields: [{ path: 'confirmName', message: 'MISMATCH' }] });
  }
  await db.delete(classes).where(eq(classes.id, classId));
}

/** The colleague becomes primary teacher with all the data; the sender loses access. */
export async function transferClass(db: Db, user: SessionUser, classId: string, email: string): Promise<void> {
  const access = await requireClassPermission(db, user.id, classId, 'transferClass');
  const colleague = await findUserByEmail(db, email);
  if (!colleague || colleague.job === 'PARENT') throw new AppError('EMAIL_NOT_FOUND', 404);
  if (colleague.id === user.id) throw new AppError('TEACHER_ALREADY_IN_CLASS', 409);
  if (await isClassNameTaken(db, colleague.id, access.class.name, classId)) throw new AppError('CLASS_NAME_ALREADY_EXISTS', 409);
  try {
    await db.transaction(async (tx) => {
      await tx.delete(classTeachers).where(and(eq(classTeachers.classId, classId), eq(classTeachers.role, 'PRIMARY_TEACHER')));
      await tx.delete(classTeachers).where(and(eq(classTeachers.classId, classId), eq(classTeachers.userId, colleague.id)));
      await tx.insert(classTeachers).values({ classId, userId: colleague.id, role: 'PRIMARY_TEACHER' });
      await tx
        .update(coTeacherInvitations)
        .set({ status: 'USED' })
        .where(
          and(
            eq(coTeacherInvitations.classId, classId),
            eq(coTeacherInvitations.invitedUserId, colleague.id),
            ne(coTeacherInvitations.status, 'USED'),
          ),
        );
    });
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw new AppError('TEACHER_ALREADY_IN_CLASS', 409);
    throw error;
  }
}
