import type { Invitation } from '@plume/domain';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { classes, classTeachers, coTeacherInvitations, schools, users } from '../../db/schema/index.js';
import type { SessionUser } from '../../plugins/context.js';
import { AppError } from '../../plugins/error-handler.js';
import { requireClassPermission, teachesClass } from '../classes/access.js';
import { findUserByEmail, violatedUniqueConstraint } from '../users/queries.js';

/** Invites a colleague who already has an account in this region. */
export async function inviteCoTeacher(db: Db, user: SessionUser, classId: string, email: string): Promise<{ id: string }> {
  await requireClassPermission(db, user.id, classId, 'manageCoTeachers');
  const colleague = await findUserByEmail(db, email);
  if (!colleague || colleague.job === 'PARENT') throw new AppError('EMAIL_NOT_FOUND', 404);
  if (await teachesClass(db, colleague.id, classId)) throw new AppError('TEACHER_ALREADY_IN_CLASS', 409);
  try {
    const [invitation] = await db
      .insert(coTeacherInvitations)
      .values({ classId, invitedUserId: colleague.id, invitedBy: user.id })
      .returning({ id: coTeacherInvitations.id });
    if (!invitation) throw new Error('invitation not created');
    return invitation;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'co_teacher_invitations_one_pending') throw new AppError('TEACHER_ALREADY_IN_CLASS', 409);
    throw error;
  }
}

export async function listInvitations(db: Db, user: SessionUser): Promise<Invitation[]> {
  const inviter = alias(users, 'inviter');
  const rows = await db
    .select({
      id: coTeacherInvitations.id,
      classId: classes.id,
      className: classes.name,
      schoolName: schools.name,
      firstName: inviter.firstName,
      lastName: inviter.lastName,
      createdAt: coTeacherInvitations.createdAt,
    })
    .from(coTeacherInvitations)
    .innerJoin(classes, eq(classes.id, coTeacherInvitations.classId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .innerJoin(inviter, eq(inviter.id, coTeacherInvitations.invitedBy))
    .where(and(eq(coTeacherInvitations.invitedUserId, user.id), eq(coTeacherInvitations.status, 'SENT')))
    .orderBy(coTeacherInvitations.createdAt);
  return rows.map(({ firstName, lastName, createdAt, ...rest }) => ({
    ...rest,
    invitedBy: { firstName, lastName },
    createdAt: createdAt.toISOString(),
  }));
}

/** The caller's own pending invitation; anyone else's is CLASS_NOT_FOUND, like a class they cannot see. */
async function pendingInvitation(db: Db, user: SessionUser, invitationId: string) {
  const [invitation] = await db
    .select()
    .from(coTeacherInvitations)
    .where(
      and(
        eq(coTeacherInvitations.id, invitationId),
        eq(coTeacherInvitations.invitedUserId, user.id),
        eq(coTeacherInvitations.status, 'SENT'),
      ),
    )
    .limit(1);
  if (!invitation) throw new AppError('CLASS_NOT_FOUND', 404);
  return invitation;
}

export async function acceptInvitation(db: Db, user: SessionUser, invitationId: string): Promise<{ classId: string }> {
  const invitation = await pendingInvitation(db, user, invitationId);
  await db.transaction(async (tx) => {
    await tx.update(coTeacherInvitations).set({ status: 'USED' }).where(eq(coTeacherInvitations.id, invitation.id));
    await tx.insert(classTeachers).values({ classId: invitation.classId, userId: user.id, role: 'CO_TEACHER' }).onConflictDoNothing();
  });
  return { classId: invitation.classId };
}

export async function declineInvitation(db: Db, user: SessionUser, invitationId: string): Promise<void> {
  const invitation = await pendingInvitation(db, user, invitationId);
  await db.update(coTeacherInvitations).set({ status: 'DECLINED' }).where(eq(coTeacherInvitations.id, invitation.id));
}

/** Removes a co-teacher, or withdraws a pending invitation to that user. */
export async function removeCoTeacher(db: Db, user: SessionUser, classId: string, userId: string): Promise<void> {
  await requireClassPermission(db, user.id, classId, 'manageCoTeachers');
  const removed = await db
    .delete(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.userId, userId), eq(classTeachers.role, 'CO_TEACHER')))
    .returning({ userId: classTeachers.userId });
  const withdrawn = await db
    .update(coTeacherInvitations)
    .set({ status: 'DECLINED' })
    .where(
      and(
        eq(coTeacherInvitations.classId, classId),
        eq(coTeacherInvitations.invitedUserId, userId),
        eq(coTeacherInvitations.status, 'SENT'),
      ),
    )
    .returning({ id: coTeacherInvitations.id });
  if (removed.length === 0 && withdrawn.length === 0) throw new AppError('EMAIL_NOT_FOUND', 404);
}

export async function leaveClass(db: Db, user: SessionUser, classId: string): Promise<void> {
  await requireClassPermission(db, user.id, classId, 'leave');
  await db
    .delete(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.userId, user.id), eq(classTeachers.role, 'CO_TEACHER')));
}
