import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedUser, testConfig, testDatabases } from '../test/helpers.js';
import { buildApp } from './app.js';
import { connectRegion } from './db/client.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('health', () => {
  it('reports both regions, and each region on its own', async () => {
    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok', regions: { 'eu-west-3': 'ok', 'us-east-1': 'ok' } });
    expect((await app.inject('/api/us-east-1/health')).json()).toEqual({ status: 'ok', region: 'us-east-1' });
  });

  it('answers 503 when a database is down', async () => {
    const regions = await testDatabases();
    const down = connectRegion('us-east-1', 'postgres://postgres:x@127.0.0.1:1/nothing', () => {});
    const broken = await buildApp({ config: testConfig(), regions: { ...regions, 'us-east-1': down } });
    try {
      const res = await broken.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json().context.regions).toEqual({ 'eu-west-3': 'ok', 'us-east-1': 'down' });
      expect((await broken.inject('/api/us-east-1/health')).statusCode).toBe(503);
      expect((await broken.inject('/api/eu-west-3/health')).statusCode).toBe(200);
    } finally {
      await broken.close();
      await down.pool.end();
    }
  });
});

describe('API documentation', () => {
  it('lists the auth and me routes of both regions', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const region of ['eu-west-3', 'us-east-1']) {
      for (const route of ['auth/signup', 'auth/login', 'auth/logout', 'auth/reset-password', 'auth/email-link/login', 'me']) {
        expect(paths).toContain(`/api/${region}/${route}`);
      }
    }
    expect(res.json().paths['/api/eu-west-3/auth/signup'].post.requestBody).toBeDefined();
    expect((await app.inject('/api/docs')).statusCode).toBe(200);
  });
});

describe('error shape', () => {
  it('answers ROUTE_NOT_FOUND for an unknown API or dev path', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/eu-west-3/nope'],
      ['GET', '/dev/nope'],
      ['DELETE', '/somewhere'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', status: 404 });
    }
  });

  it('hides the detail of an unexpected error', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({ env: { LOG_LEVEL: 'error' }, logStream: { write: (line: string) => lines.push(line) } as never });
    logged.get('/api/test-boom', async () => {
      throw new Error('secret internal detail');
    });
    const res = await logged.inject('/api/test-boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'UNKNOWN_ERROR', status: 500 });
    expect(res.body).not.toContain('secret');
    expect(lines.join('')).toContain('secret internal detail');
  });

  it('answers INVALID_FORM for a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/eu-west-3/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{ nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_FORM');
  });
});

describe('web app', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'plume-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Plume SPA</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  let web: FastifyInstance;
  beforeAll(async () => {
    web = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('keeps hashed assets for a year and revalidates index.html', async () => {
    const asset = await web.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/favicon.svg']) expect((await web.inject(url)).headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html for client-side routes, but not for missing assets or API paths', async () => {
    const page = await web.inject('/classes/42/settings?tab=students');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Plume SPA');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await web.inject('/assets/missing-123.js')).statusCode).toBe(404);
    expect((await web.inject('/api/missing')).json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('lets the ALTCHA widget start its workers', async () => {
    const csp = (await web.inject('/')).headers['content-security-policy'];
    expect(csp).toContain("worker-src 'self' blob: data:");
    expect(csp).toContain("script-src 'self'");
  });

  it('sends the same security headers on pages, API answers and errors', async () => {
    const expected = {
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    };
    for (const url of ['/', '/api/health', '/api/eu-west-3/me', '/api/missing']) {
      expect((await web.inject(url)).headers).toMatchObject(expected);
    }
    // Not production: plain-http development keeps loading its own scripts.
    expect((await web.inject('/')).headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('says how to build the web app when there is no build', async () => {
    const res = await app.inject('/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
  });
});

describe('dev mailbox', () => {
  it('lists the mail of both regions, newest first, filtered by address', async () => {
    const ana = await seedUser();
    const jordan = await seedUser({ region: 'us-east-1', email: ana.email });
    await app.inject({ method: 'POST', url: '/api/eu-west-3/auth/forgot-password', payload: { email: ana.email } });
    await app.inject({ method: 'POST', url: '/api/us-east-1/auth/email-link', payload: { email: jordan.email } });
    const res = await app.inject(`/dev/mailbox.json?to=${encodeURIComponent(ana.email.toUpperCase())}`);
    const mails = res.json() as { region: string; subject: string; createdAt: string }[];
    expect(mails.map((m) => m.region)).toEqual(['us-east-1', 'eu-west-3']);
    expect(Object.keys(mails[0] ?? {}).sort()).toEqual(['createdAt', 'html', 'id', 'language', 'region', 'subject', 'text', 'to']);
    const html = await app.inject('/dev/mailbox');
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toMatch(/<a href="http:\/\/plume\.test\/reset-password\?token=eu-west-3\.[^"]+">/);
  });

  it('does not exist in production mode', async () => {
    const production = await buildTestApp({ env: { PLUME_MODE: 'production' } });
    expect((await production.inject('/dev/mailbox.json')).statusCode).toBe(404);
    expect((await production.inject('/dev/mailbox')).json().code).toBe('ROUTE_NOT_FOUND');
  });
});
