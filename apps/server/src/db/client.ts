import { fileURLToPath } from 'node:url';
import { REGIONS, type Region } from '@plume/domain';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.js';
import { startEmbeddedPostgres } from './embedded.js';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = PgTransaction<NodePgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** A function that runs alone or inside a caller's transaction takes either. */
export type Queryable = Db | Tx;

export interface RegionDatabase {
  region: Region;
  db: Db;
  pool: pg.Pool;
}
export type RegionDatabases = Record<Region, RegionDatabase>;

export interface Databases {
  regions: RegionDatabases;
  /** Closes the pools, then stops the embedded server when we started one. */
  stop(): Promise<void>;
}

/** Database names on the embedded server, one per region. */
export const REGION_DATABASE_NAMES: Record<Region, string> = { 'eu-west-3': 'plume_eu_west_3', 'us-east-1': 'plume_us_east_1' };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

const logPoolError = (error: Error) => console.error(`PostgreSQL connection error: ${error.message}`);

export function connectRegion(region: Region, url: string, onPoolError: (error: Error) => void = logPoolError): RegionDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', onPoolError);
  return { region, pool, db: drizzle(pool, { schema }) };
}

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

/** Creates a database unless it exists; safe when two processes race. */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return;
    const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

/**
 * Connects to both regional databases: the two DATABASE_URLs when set, otherwise an embedded
 * PostgreSQL under DATA_DIR/postgres holding one database per region. Migrations are applied.
 */
export async function startDatabases(
  config: Config,
  options: { warn?: (message: string) => void; onPoolError?: (error: Error) => void } = {},
): Promise<Databases> {
  let urls = config.databaseUrls;
  let stopServer = async () => {};
  if (!urls) {
    const server = await startEmbeddedPostgres({ dataDir: `${config.dataDir}/postgres`, port: config.embeddedPgPort, warn: options.warn });
    stopServer = server.stop;
    const embeddedUrls = {} as Record<Region, string>;
    for (const region of REGIONS) {
      await ensureDatabase(server.url('postgres'), REGION_DATABASE_NAMES[region]);
      embeddedUrls[region] = server.url(REGION_DATABASE_NAMES[region]);
    }
    urls = embeddedUrls;
  }
  const connected = Object.fromEntries(
    REGIONS.map((region) => [region, connectRegion(region, (urls as Record<Region, string>)[region], options.onPoolError)]),
  );
  const regions = connected as RegionDatabases;
  const stop = async () => {
    await Promise.all(REGIONS.map((region) => regions[region].pool.end()));
    await stopServer();
  };
  try {
    for (const region of REGIONS) await migrateDatabase(regions[region].db);
  } catch (error) {
    await stop();
    throw error;
  }
  return { regions, stop };
}
