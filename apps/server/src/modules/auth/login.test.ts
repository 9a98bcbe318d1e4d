import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MINUTES } from '@plume/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { authAs, buildTestApp, seedUser, testDatabases, uniqueEmail } from '../../../test/helpers.js';
import { loginFailures } from '../../db/schema/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const login = (email: string, password: string, region = 'eu-west-3') =>
  app.inject({ method: 'POST', url: `/api/${region}/auth/login`, payload: { email, password, country: 'FR' } });

describe('POST /auth/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const ana = await seedUser();
    const res = await login(ana.email.toUpperCase(), ana.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(ana.id);
    const me = await app.inject({ method: 'GET', url: '/api/eu-west-3/me', headers: authAs(res.json()) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown email alike', async () => {
    const ana = await seedUser();
    for (const res of [await login(ana.email, 'Wrong-Password-1'), await login(uniqueEmail(), 'Wrong-Password-1')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'INVALID_USERNAME_OR_PASSWORD', status: 401 });
    }
  });

  it('refuses an account without a password yet', async () => {
    const invited = await seedUser({ password: null });
    expect((await login(invited.email, 'Any-Password-123')).json().code).toBe('INVALID_USERNAME_OR_PASSWORD');
  });

  it('names the country of an account that lives in the other region', async () => {
    const canadian = await seedUser({ region: 'us-east-1', country: 'CA' });
    const res = await login(canadian.email, canadian.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'INVALID_USERNAME_OR_PASSWORD_GLOBAL', status: 401, context: { country: 'CA' } });
  });

  it(`answers 429 after ${LOGIN_FAILURE_LIMIT} failures for one email, even with the right password`, async () => {
    const ana = await seedUser();
    const other = await seedUser();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) expect((await login(ana.email, 'Wrong-Password-1')).statusCode).toBe(401);
    const blocked = await login(ana.email, ana.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMIT_REACHED', status: 429 });
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    const ana = await seedUser();
    const old = new Date(Date.now() - (LOGIN_FAILURE_WINDOW_MINUTES + 1) * 60_000);
    const { db } = (await testDatabases())['eu-west-3'];
    await db.insert(loginFailures).values(Array.from({ length: LOGIN_FAILURE_LIMIT }, () => ({ email: ana.email, createdAt: old })));
    expect((await login(ana.email, ana.password)).statusCode).toBe(200);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session: the token stops working', async () => {
    const ana = await seedUser();
    const other = (await login(ana.email, ana.password)).json();
    const res = await app.inject({ method: 'POST', url: '/api/eu-west-3/auth/logout', headers: authAs(ana) });
    expect(res.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/eu-west-3/me', headers: authAs(ana) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/eu-west-3/auth/logout', headers: authAs(ana) })).json().code).toBe(
      'UNAUTHORIZED',
    );
    // Only that session: another device stays signed in.
    expect((await app.inject({ method: 'GET', url: '/api/eu-west-3/me', headers: authAs(other) })).statusCode).toBe(200);
  });
});

describe('per-IP limit on /auth routes', () => {
  it('answers RATE_LIMIT_REACHED past AUTH_RATE_LIMIT_PER_MINUTE, and leaves other routes alone', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    const ana = await seedUser();
    const call = () => limited.inject({ method: 'POST', url: '/api/eu-west-3/auth/forgot-password', payload: { email: ana.email } });
    expect((await call()).statusCode).toBe(204);
    expect((await call()).statusCode).toBe(204);
    const third = await call();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ code: 'RATE_LIMIT_REACHED', status: 429 });
    expect((await limited.inject({ method: 'GET', url: '/api/eu-west-3/me', headers: authAs(ana) })).statusCode).toBe(200);
  });
});
