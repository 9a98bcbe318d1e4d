import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.js';

const created: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plume-config-'));
  created.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has documented defaults, with folders found from the repository root', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config).toMatchObject({
      mode: 'demo',
      port: 3000,
      host: 'localhost',
      embeddedPgPort: 54329,
      databaseUrls: undefined,
      altchaMaxNumber: 100_000,
      appUrl: 'http://localhost:3000',
      authRateLimitPerMinute: 30,
      webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    });
    expect(existsSync(path.join(REPO_ROOT, 'apps/server/src/config.ts'))).toBe(true);
    expect(loadConfig({ PLUME_MODE: 'test' }).dataDir).toBe(path.join(REPO_ROOT, 'data'));
  });

  it('keeps generated demo secrets in DATA_DIR/secrets.json across restarts', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.altchaHmacKey).toBe(first.altchaHmacKey);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses to start production without its secrets; NODE_ENV=production means production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x' })).toThrow(/ALTCHA_HMAC_KEY/);
    expect(() => loadConfig({ PLUME_MODE: 'production', ALTCHA_HMAC_KEY: 'y' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x', ALTCHA_HMAC_KEY: 'y' }).mode).toBe('production');
  });

  it('uses external databases only when both URLs are set', () => {
    const both = { DATABASE_URL_EU_WEST_3: 'postgres://eu', DATABASE_URL_US_EAST_1: 'postgres://us', PLUME_MODE: 'test' };
    expect(loadConfig(both).databaseUrls).toEqual({ 'eu-west-3': 'postgres://eu', 'us-east-1': 'postgres://us' });
    expect(() => loadConfig({ DATABASE_URL_EU_WEST_3: 'postgres://eu', PLUME_MODE: 'test' })).toThrow(/both/);
  });

  it('rejects values it cannot read', () => {
    expect(() => loadConfig({ PLUME_MODE: 'staging' })).toThrow(/PLUME_MODE/);
    expect(() => loadConfig({ PLUME_MODE: 'test', PORT: 'abc' })).toThrow(/PORT/);
  });
});
