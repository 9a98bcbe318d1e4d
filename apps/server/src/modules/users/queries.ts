import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { RegionPeers } from '../peers/region-peers.js';

export async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: Queryable, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** True when an account of this region (other than `exceptUserId`) or of another region has the email. */
export async function isEmailTaken(db: Queryable, peers: RegionPeers, email: string, exceptUserId?: string): Promise<boolean> {
  const here = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return here.length > 0 || (await peers.findAccountElsewhere(email)) !== undefined;
}

/** Ends the user's live sessions, but the one kept (the caller's own, when changing a password). */
export async function revokeSessions(db: Queryable, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** The constraint a PostgreSQL unique violation broke (Drizzle wraps the driver's error in `cause`). */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined; current; ) {
    if (current.code === '23505') return current.constraint ?? '';
    current = current.cause as typeof current;
  }
  return undefined;
}
