import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { sessions, type UserRow, users } from '../db/schema/index.js';
import { verifySessionToken } from '../modules/auth/session-tokens.js';
import { userClassesJson } from '../modules/classes/queries.js';
import type { SessionUser, UserClass } from './context.js';
import { AppError } from './error-handler.js';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Most sessions one lookup query asks for. */
const MAX_BATCH = 64;

/**
 * User and live session of several session ids (with the user's classes when asked), as one named
 * prepared statement: the SQL is built once per database and PostgreSQL plans it once per connection.
 */
function liveSessionsQuery(db: Db, withClasses: boolean) {
  return db
    .select({ user: users, sessionId: sessions.id, classes: withClasses ? userClassesJson(users.id) : sql<null>`null` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(sql`${sessions.id} = any(${sql.placeholder('sids')}::uuid[])`, isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    )
    .prepare(withClasses ? 'plume_auth_live_sessions_with_classes' : 'plume_auth_live_sessions');
}

interface Lookup {
  sid: string;
  sub: string;
  resolve: (user: SessionUser | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Looks sessions up for the auth hook, every time: nothing is cached, so a session revoked a moment
 * ago (logout, password change or reset) is refused at once. Lookups asked for during one turn of the
 * event loop go to PostgreSQL together, in one query sent after all of them arrived (setImmediate),
 * so each still reads the database after its request came in, and the server pays one round trip
 * for many concurrent requests instead of one each.
 */
class SessionLookups {
  private readonly query: ReturnType<typeof liveSessionsQuery>;
  private pending: Lookup[] = [];

  constructor(db: Db, withClasses: boolean) {
    this.query = liveSessionsQuery(db, withClasses);
  }

  find(sid: string, sub: string): Promise<SessionUser | undefined> {
    return new Promise((resolve, reject) => {
      if (this.pending.push({ sid, sub, resolve, reject }) === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const all = this.pending;
    this.pending = [];
    for (let start = 0; start < all.length; start += MAX_BATCH) void this.run(all.slice(start, start + MAX_BATCH));
  }

  private async run(batch: Lookup[]): Promise<void> {
    let rows: { user: UserRow; sessionId: string; classes: UserClass[] | null }[];
    try {
      rows = await this.query.execute({ sids: [...new Set(batch.map((lookup) => lookup.sid))] });
    } catch (error) {
      for (const lookup of batch) lookup.reject(error);
      return;
    }
    const bySession = new Map(rows.map((row) => [row.sessionId, row]));
    for (const lookup of batch) {
      const found = bySession.get(lookup.sid);
      // The session must belong to the token's subject.
      const user = found && found.user.id === lookup.sub ? { ...found.user, sessionId: found.sessionId } : undefined;
      lookup.resolve(user && found?.classes ? { ...user, classes: found.classes } : user);
    }
  }
}

const lookupsByDb = new WeakMap<Db, { plain: SessionLookups; withClasses: SessionLookups }>();

function lookupsOf(db: Db, withClasses: boolean): SessionLookups {
  let lookups = lookupsByDb.get(db);
  if (!lookups) {
    lookups = { plain: new SessionLookups(db, false), withClasses: new SessionLookups(db, true) };
    lookupsByDb.set(db, lookups);
  }
  return withClasses ? lookups.withClasses : lookups.plain;
}

async function authenticate(request: FastifyRequest, withClasses: boolean): Promise<void> {
  const { db, region, config } = request.server;
  const token = bearerToken(request);
  const claims = token ? verifySessionToken(config.jwtSecret, token) : undefined;
  if (!claims || claims.awsRegion !== region) throw new AppError('UNAUTHORIZED', 401);
  const user = await lookupsOf(db, withClasses).find(claims.sid, claims.sub);
  if (!user) throw new AppError('UNAUTHORIZED', 401);
  request.user = user;
}

/**
 * onRequest hook of the routes that need a signed-in user. A token of another region is refused:
 * its session lives in that region's database. User and live session come in one query, since
 * every authenticated call pays for it.
 */
export function requireUser(request: FastifyRequest): Promise<void> {
  return authenticate(request, false);
}

/** The same, with the user's classes loaded in the same query (`request.user.classes`), for GET /me. */
export function requireUserWithClasses(request: FastifyRequest): Promise<void> {
  return authenticate(request, true);
}
