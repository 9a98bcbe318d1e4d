import type { Region, TokenClaims } from '@plume/domain';
import { isRegion } from '@plume/domain';
import { eq, sql } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Queryable } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

/** Token and session live as long as each other (API contract: 30-day expiry). */
export const SESSION_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const signers = new Map<string, (payload: Record<string, unknown>) => string>();

/** HS256 tokens carrying who (`sub`, `sid`) and where (`awsRegion`), with their expiry. */
export async function signSessionToken(secret: string, claims: TokenClaims, expiresAt: Date): Promise<string> {
  let sign = signers.get(secret);
  if (!sign) {
    sign = createSigner({ key: secret, algorithm: 'HS256' });
    signers.set(secret, sign);
  }
  return sign({ sub: claims.sub, sid: claims.sid, awsRegion: claims.awsRegion, exp: Math.floor(expiresAt.getTime() / 1000) });
}

const verifiers = new Map<string, (token: string) => Record<string, unknown>>();

/**
 * fast-jwt's synchronous verifier, built once per secret: every authenticated request verifies a token,
 * and jose's asynchronous WebCrypto path halved the throughput of GET /me (bench/RESULTS.md).
 */
function verifierOf(secret: string) {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    verifiers.set(secret, verify);
  }
  return verify;
}

/**
 * The claims of a valid token signed by us; undefined for anything else. The verifier checks the compact
 * JWS, the algorithm (HS256 only: no `none`, no alg confusion), the signature and the expiry, which we require.
 */
export function verifySessionToken(secret: string, token: string): TokenClaims | undefined {
  try {
    const { sub, sid, awsRegion } = verifierOf(secret)(token);
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
