import type { Region, User } from '@plume/domain';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import type { RegionPeers } from '../modules/peers/region-peers.js';

/** What every module under /api/<region> works with; decorated on that region's encapsulated instance. */
export interface RegionContext {
  region: Region;
  db: Db;
  peers: RegionPeers;
  mailer: Mailer;
}

/** One class of the signed-in user, as GET /me lists it. */
export type UserClass = User['classes'][number];

/** The signed-in user of a request, with the session its token names (and classes, for requireUserWithClasses). */
export interface SessionUser extends UserRow {
  sessionId: string;
  classes?: UserClass[];
}

declare module 'fastify' {
  interface FastifyInstance extends RegionContext {
    config: Config;
  }
  interface FastifyRequest {
    /** Set by `requireUser`; only read it in routes that run that hook. */
    user: SessionUser;
  }
}
