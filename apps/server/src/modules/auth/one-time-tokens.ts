import { createHash, randomBytes } from 'node:crypto';
import { parseRegionalToken, type Region, regionalToken } from '@plume/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { type OneTimeTokenPurpose, oneTimeTokens } from '../../db/schema/index.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Stores a new single-use token and returns the emailed form `<region>.<secret>`. */
export async function issueOneTimeToken(
  db: Queryable,
  region: Region,
  purpose: OneTimeTokenPurpose,
  userId: string,
  ttlMs: number,
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({ purpose, userId, tokenHash: sha256(secret), expiresAt: new Date(Date.now() + ttlMs) });
  return regionalToken(region, secret);
}

function liveToken(region: Region, purpose: OneTimeTokenPurpose, token: string) {
  const parsed = parseRegionalToken(token);
  if (!parsed || parsed.region !== region) return undefined;
  return and(
    eq(oneTimeTokens.tokenHash, sha256(parsed.secret)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );
}

/** The user of a token still usable, without using it (to validate a form before spending the link). */
export async function peekOneTimeToken(db: Queryable, region: Region, purpose: OneTimeTokenPurpose, token: string) {
  const where = liveToken(region, purpose, token);
  if (!where) return undefined;
  const [found] = await db.select({ userId: oneTimeTokens.userId }).from(oneTimeTokens).where(where).limit(1);
  return found?.userId;
}

/**
 * Marks the token used and returns its user, or undefined when it is unknown, of another purpose
 * or region, expired or already used. One UPDATE decides, so two concurrent uses cannot both win.
 */
export async function consumeOneTimeToken(
  db: Queryable,
  region: Region,
  purpose: OneTimeTokenPurpose,
  token: string,
): Promise<string | undefined> {
  const where = liveToken(region, purpose, token);
  if (!where) return undefined;
  const [used] = await db.update(oneTimeTokens).set({ usedAt: sql`now()` }).where(where).returning({ userId: oneTimeTokens.userId });
  return used?.userId;
}
