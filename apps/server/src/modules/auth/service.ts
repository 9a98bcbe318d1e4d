import {
  isPasswordTooWeak,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MINUTES,
  type LoginInput,
  regionOfCountry,
  type SessionResponse,
  type SignupInput,
  signupSourceOfJob,
  userTypeOfJob,
} from '@plume/domain';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { loginFailures, type UserRow, users } from '../../db/schema/index.js';
import type { RegionContext } from '../../plugins/context.js';
import { AppError } from '../../plugins/error-handler.js';
import { classesOfUser } from '../classes/queries.js';
import { findUserByEmail, isEmailTaken, violatedUniqueConstraint } from '../users/queries.js';
import { toUser } from '../users/user-view.js';
import { redeemCaptcha } from './captcha.js';
import { checkPassword, hashPassword } from './passwords.js';
import { newReferralCode, normalizeReferralCode } from './referral-codes.js';
import { openSession } from './session-tokens.js';

export interface AuthDeps extends RegionContext {
  config: Pick<Config, 'jwtSecret' | 'appUrl' | 'altchaHmacKey' | 'altchaMaxNumber'>;
}

/** Signs the user in: a new session and its token, and the user as GET /me shows them. */
export async function sessionFor(deps: AuthDeps, user: UserRow, db = deps.db): Promise<SessionResponse> {
  const token = await openSession(db, deps.config.jwtSecret, deps.region, user.id);
  return { token, user: toUser(user, deps.region, await classesOfUser(db, user.id)) };
}

async function referredByCode(deps: AuthDeps, input: string | undefined): Promise<string | null> {
  const code = normalizeReferralCode(input);
  if (!code) return null;
  const [here] = await deps.db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
  if (here || (await deps.peers.referralCodeExistsElsewhere(code))) return code;
  throw new AppError('INVALID_REFERRAL_CODE', 400);
}

/**
 * Creates a teacher or parent account and signs it in. Checks that need no database come first,
 * so a form mistake does not spend the captcha; the captcha comes before any lookup that would
 * tell whether an email has an account.
 */
export async function signup(deps: AuthDeps, input: SignupInput): Promise<SessionResponse> {
  if (regionOfCountry(input.country) !== deps.region) throw new AppError('WRONG_COUNTRY_REGION', 400);
  if (isPasswordTooWeak(input.password, input)) throw new AppError('PASSWORD_TOO_WEAK', 400);
  const captcha = { hmacKey: deps.config.altchaHmacKey, maxNumber: deps.config.altchaMaxNumber };
  if (!(await redeemCaptcha(deps.db, captcha, deps.region, input.captcha))) throw new AppError('INVALID_CAPTCHA_VERIFICATION', 400);
  if (await isEmailTaken(deps.db, deps.peers, input.email)) throw new AppError('EMAIL_ALREADY_EXISTS', 409);
  const referredBy = await referredByCode(deps, input.referralCode);
  const passwordHash = await hashPassword(input.password);
  const values = {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    job: input.job,
    type: userTypeOfJob(input.job),
    country: input.country,
    language: input.language,
    signupSource: signupSourceOfJob(input.job),
    accountOrigin: 'PLUME' as const,
    referredByCode: referredBy,
    // Every new account starts on the free trial, which gives the full version; licences come later.
    versionType: 'FULL_VERSION' as const,
  };
  // A new referral code may, very rarely, collide with an existing one: try another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ ...values, referralCode: newReferralCode() })
          .returning();
        if (!user) throw new Error('user not created');
        return sessionFor(deps, user, tx);
      });
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      // Two sign-ups racing with one email: the second is told, as if it had come later.
      if (constraint === 'users_email_unique') throw new AppError('EMAIL_ALREADY_EXISTS', 409);
      if (constraint !== 'users_referral_code_unique' || attempt >= 3) throw error;
    }
  }
}

const failureWindowStart = () => new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);

async function recordLoginFailure(deps: AuthDeps, email: string): Promise<void> {
  // Old rows of this email go as new ones come, so the table stays small without a job.
  await deps.db.delete(loginFailures).where(and(eq(loginFailures.email, email), lt(loginFailures.createdAt, failureWindowStart())));
  await deps.db.insert(loginFailures).values({ email });
}

/** Email and password sign-in, with failures counted per email to slow down guessing. */
export async function login(deps: AuthDeps, input: LoginInput): Promise<SessionResponse> {
  const [failures] = await deps.db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, input.email), gt(loginFailures.createdAt, failureWindowStart())));
  if ((failures?.n ?? 0) >= LOGIN_FAILURE_LIMIT) throw new AppError('RATE_LIMIT_REACHED', 429);

  const user = await findUserByEmail(deps.db, input.email);
  if (!user || !(await checkPassword(user?.passwordHash, input.password))) {
    await recordLoginFailure(deps, input.email);
    const elsewhere = user ? undefined : await deps.peers.findAccountElsewhere(input.email);
    if (elsewhere) throw new AppError('INVALID_USERNAME_OR_PASSWORD_GLOBAL', 401, { country: elsewhere.country });
    throw new AppError('INVALID_USERNAME_OR_PASSWORD', 401);
  }
  await deps.db.delete(loginFailures).where(eq(loginFailures.email, input.email));
  return sessionFor(deps, user);
}
