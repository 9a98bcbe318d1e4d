import type { Region, TokenClaims } from '@plume/domain';
import { isRegion } from '@plume/domain';
import { eq, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

/** Token and session live as long as each other (API contract: 30-day expiry). */
export const SESSION_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(secret: string, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sid, awsRegion: claims.awsRegion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
}

/** The claims of a valid token signed by us; undefined for anything else. */
export async function verifySessionToken(secret: string, token: string): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    const { sub, sid, awsRegion } = payload;
    if (typeof sub !== 'string' || !UUID.test(sub) || typeof sid !== 'string' || !UUID.test(sid) || !isRegion(awsRegion)) {
      return undefined;
    }
    return { sub, sid, awsRegion };
  } catch {
    return undefined;
  }
}

/** Opens a session for the user and returns its token. */
export async function openSession(db: Queryable, secret: string, region: Region, userId: string): Promise<string> {
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  const [session] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  if (!session) throw new Error('session not created');
  return signSessionToken(secret, { sub: userId, sid: session.id, awsRegion: region }, expiresAt);
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}
