import {
  type EmailRequestInput,
  isPasswordTooWeak,
  LOGIN_LINK_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
  type ResetPasswordInput,
  SET_PASSWORD_LINK_TTL_DAYS,
  type SessionResponse,
} from '@plume/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { OneTimeTokenPurpose, UserRow } from '../../db/schema/index.js';
import { loginFailures } from '../../db/schema/index.js';
import { type MailKind, renderMail } from '../../mail/messages.js';
import { AppError } from '../../plugins/error-handler.js';
import { findUserByEmail, findUserById, revokeSessions, setPasswordHash } from '../users/queries.js';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from './one-time-tokens.js';
import { hashPassword } from './passwords.js';
import { type AuthDeps, sessionFor } from './service.js';

const MINUTE = 60_000;
const LINKS: Record<OneTimeTokenPurpose, { kind: MailKind; path: string; ttlMs: number }> = {
  RESET_PASSWORD: { kind: 'resetPassword', path: '/reset-password', ttlMs: RESET_LINK_TTL_MINUTES * MINUTE },
  SET_PASSWORD: { kind: 'setPassword', path: '/set-password', ttlMs: SET_PASSWORD_LINK_TTL_DAYS * 24 * 60 * MINUTE },
  LOGIN_LINK: { kind: 'loginLink', path: '/email-link/login', ttlMs: LOGIN_LINK_TTL_MINUTES * MINUTE },
};

/** Emails the user a single-use link of this purpose, in the user's language. */
export async function sendLinkEmail(deps: AuthDeps, user: UserRow, purpose: OneTimeTokenPurpose): Promise<void> {
  const { kind, path, ttlMs } = LINKS[purpose];
  const token = await issueOneTimeToken(deps.db, deps.region, purpose, user.id, ttlMs);
  const link = `${deps.config.appUrl}${path}?token=${encodeURIComponent(token)}`;
  const mail = renderMail(kind, user.language, { firstName: user.firstName, link });
  await deps.mailer.send({ to: user.email, language: user.language, ...mail });
}

/** Sends the link when the account exists; the caller answers the same either way (no enumeration). */
export async function requestLink(deps: AuthDeps, input: EmailRequestInput, purpose: 'RESET_PASSWORD' | 'LOGIN_LINK') {
  const user = await findUserByEmail(deps.db, input.email);
  if (user) await sendLinkEmail(deps, user, purpose);
}

/**
 * Sets a new password from an emailed link. The link is checked, then the password, and only
 * then spent, so a weak password can be retried with the same link. Every session ends.
 */
async function setPasswordFromLink<T>(
  deps: AuthDeps,
  purpose: 'RESET_PASSWORD' | 'SET_PASSWORD',
  input: ResetPasswordInput,
  andThen: (tx: Tx, user: UserRow) => Promise<T>,
): Promise<T> {
  const userId = await peekOneTimeToken(deps.db, deps.region, purpose, input.token);
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user) throw new AppError('RESET_LINK_EXPIRED', 410);
  if (isPasswordTooWeak(input.password, user)) throw new AppError('PASSWORD_TOO_WEAK', 400);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx, deps.region, purpose, input.token))) throw new AppError('RESET_LINK_EXPIRED', 410);
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeSessions(tx, user.id);
    await tx.delete(loginFailures).where(eq(loginFailures.email, user.email));
    return andThen(tx, user);
  });
}

export async function resetPassword(deps: AuthDeps, input: ResetPasswordInput): Promise<void> {
  await setPasswordFromLink(deps, 'RESET_PASSWORD', input, async () => undefined);
}

/** First password of an account someone else created; signs its owner in. */
export async function setPassword(deps: AuthDeps, input: ResetPasswordInput): Promise<SessionResponse> {
  return setPasswordFromLink(deps, 'SET_PASSWORD', input, (tx, user) => sessionFor(deps, user, tx));
}

export async function loginWithLink(deps: AuthDeps, token: string): Promise<SessionResponse> {
  return deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, deps.region, 'LOGIN_LINK', token);
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (!user) throw new AppError('LOGIN_LINK_EXPIRED', 410);
    return sessionFor(deps, user, tx);
  });
}
