import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectRegion, ensureDatabase, migrateDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';

export interface TestPostgres {
  /** Superuser URL of the `postgres` database, to create and drop the test databases. */
  adminUrl: string;
  template: string;
  /** Every database of this run starts with it, so teardown finds them. */
  prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pg: TestPostgres;
  }
}

/** The same server under another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts one embedded PostgreSQL for the whole run (or uses TEST_DATABASE_URL, a superuser URL of
 * another server, as CI does with Debian's PostgreSQL) and migrates a template database once.
 */
export default async function setup(project: TestProject) {
  const prefix = `plume_test_${process.pid}`;
  const external = process.env.TEST_DATABASE_URL;
  const server = external
    ? undefined
    : await startEmbeddedPostgres({
        // Under the system temp folder: reachable by the postgres user when tests run as root.
        dataDir: path.join(os.tmpdir(), `plume-test-postgres-${process.pid}`),
        port: Number(process.env.TEST_PG_PORT || 54339),
        persistent: false,
      });
  const adminUrl = external ? withDatabase(external, 'postgres') : (server?.url('postgres') as string);
  const template = `${prefix}_template`;
  await ensureDatabase(adminUrl, template);
  const migrated = connectRegion('eu-west-3', withDatabase(adminUrl, template));
  await migrateDatabase(migrated.db);
  // The template must have no connection left, or CREATE DATABASE … TEMPLATE refuses it.
  await migrated.pool.end();
  project.provide('pg', { adminUrl, template, prefix });

  return async () => {
    if (server) return server.stop();
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`);
    await client.end();
  };
}
