import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema/index.js';
import { verifySessionToken } from '../modules/auth/session-tokens.js';
import { AppError } from './error-handler.js';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * onRequest hook of the routes that need a signed-in user. A token of another region is refused:
 * its session lives in that region's database. User and live session come in one query, since
 * every authenticated call pays for it.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const { db, region, config } = request.server;
  const token = bearerToken(request);
  const claims = token ? await verifySessionToken(config.jwtSecret, token) : undefined;
  if (!claims || claims.awsRegion !== region) throw new AppError('UNAUTHORIZED', 401);
  const [found] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1);
  if (!found) throw new AppError('UNAUTHORIZED', 401);
  request.user = { ...found.user, sessionId: found.sessionId };
}
