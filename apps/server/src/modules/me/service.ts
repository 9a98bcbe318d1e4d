import { type ChangePasswordInput, isPasswordTooWeak, type UpdateProfileInput, type User } from '@plume/domain';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { RegionContext, SessionUser } from '../../plugins/context.js';
import { AppError } from '../../plugins/error-handler.js';
import { checkPassword, hashPassword } from '../auth/passwords.js';
import { isEmailTaken, revokeSessions, setPasswordHash, violatedUniqueConstraint } from '../users/queries.js';
import { toUser } from '../users/user-view.js';

/**
 * Updates name, email and language. Changing the email needs the current password: whoever holds
 * a stolen session must not be able to take the account over through a password reset.
 */
export async function updateProfile(ctx: RegionContext, user: SessionUser, input: UpdateProfileInput): Promise<User> {
  if (input.email !== user.email) {
    if (!(await checkPassword(user.passwordHash, input.currentPassword ?? ''))) throw new AppError('UNAUTHORIZED_SETTINGS_UPDATE', 403);
    if (await isEmailTaken(ctx.db, ctx.peers, input.email, user.id)) throw new AppError('EMAIL_ALREADY_EXISTS', 409);
  }
  try {
    const [updated] = await ctx.db
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, email: input.email, language: input.language, updatedAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new AppError('UNAUTHORIZED', 401);
    return toUser(updated, ctx.region, user.classes ?? []);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'users_email_unique') throw new AppError('EMAIL_ALREADY_EXISTS', 409);
    throw error;
  }
}

/** New password; every other session ends, the one making the change stays signed in. */
export async function changePassword(ctx: RegionContext, user: SessionUser, input: ChangePasswordInput): Promise<void> {
  if (!(await checkPassword(user.passwordHash, input.currentPassword))) throw new AppError('UNAUTHORIZED_SETTINGS_UPDATE', 403);
  if (isPasswordTooWeak(input.newPassword, user)) throw new AppError('PASSWORD_TOO_WEAK', 400);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeSessions(tx, user.id, user.sessionId);
  });
}
