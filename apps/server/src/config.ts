import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Region } from '@plume/domain';

export type Mode = 'demo' | 'production' | 'test';

export interface Config {
  mode: Mode;
  port: number;
  host: string;
  dataDir: string;
  embeddedPgPort: number;
  /** Both set: use these servers and start no embedded one. */
  databaseUrls: Record<Region, string> | undefined;
  jwtSecret: string;
  altchaHmacKey: string;
  altchaMaxNumber: number;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** 0 disables the per-IP limit on /auth routes. */
  authRateLimitPerMinute: number;
  logLevel: string;
  webDist: string;
}

type Env = Record<string, string | undefined>;

/** The repository root, found from this file so the working directory does not matter. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function modeOf(env: Env): Mode {
  const mode = env.PLUME_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'demo');
  if (mode !== 'demo' && mode !== 'production' && mode !== 'test') {
    throw new Error(`PLUME_MODE must be demo, production or test (got "${mode}")`);
  }
  return mode;
}

function intOf(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer (got "${raw}")`);
  return value;
}

function databaseUrlsOf(env: Env): Record<Region, string> | undefined {
  const eu = env.DATABASE_URL_EU_WEST_3;
  const us = env.DATABASE_URL_US_EAST_1;
  if (eu && us) return { 'eu-west-3': eu, 'us-east-1': us };
  if (eu || us) throw new Error('Set both DATABASE_URL_EU_WEST_3 and DATABASE_URL_US_EAST_1, or neither (embedded PostgreSQL)');
  return undefined;
}

interface Secrets {
  jwtSecret: string;
  altchaHmacKey: string;
}

/**
 * Demo mode keeps generated secrets in DATA_DIR/secrets.json so tokens survive a restart;
 * tests get fresh ones in memory; production must be given them.
 */
function secretsOf(env: Env, mode: Mode, dataDir: string): Secrets {
  const given = { jwtSecret: env.JWT_SECRET, altchaHmacKey: env.ALTCHA_HMAC_KEY };
  if (given.jwtSecret && given.altchaHmacKey) return given as Secrets;
  if (mode === 'production') {
    throw new Error('Production mode needs JWT_SECRET and ALTCHA_HMAC_KEY');
  }
  const generate = () => randomBytes(32).toString('base64url');
  if (mode === 'test') {
    return { jwtSecret: given.jwtSecret || generate(), altchaHmacKey: given.altchaHmacKey || generate() };
  }
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<Secrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = { jwtSecret: stored.jwtSecret || generate(), altchaHmacKey: stored.altchaHmacKey || generate() };
  if (secrets.jwtSecret !== stored.jwtSecret || secrets.altchaHmacKey !== stored.altchaHmacKey) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return { jwtSecret: given.jwtSecret || secrets.jwtSecret, altchaHmacKey: given.altchaHmacKey || secrets.altchaHmacKey };
}

/** Reads the configuration from environment variables; see apps/server/README.md for the table. */
export function loadConfig(env: Env = process.env): Config {
  const mode = modeOf(env);
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data'));
  const port = intOf(env, 'PORT', 3000);
  return {
    mode,
    port,
    host: env.HOST || 'localhost',
    dataDir,
    embeddedPgPort: intOf(env, 'EMBEDDED_PG_PORT', 54329),
    databaseUrls: databaseUrlsOf(env),
    ...secretsOf(env, mode, dataDir),
    altchaMaxNumber: Math.max(1, intOf(env, 'ALTCHA_MAX_NUMBER', 100_000)),
    appUrl: (env.APP_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Plume <no-reply@plume.test>',
    authRateLimitPerMinute: intOf(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30),
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    webDist: path.resolve(env.WEB_DIST || path.join(REPO_ROOT, 'apps/web/dist')),
  };
}
