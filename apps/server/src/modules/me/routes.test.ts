import { userSchema } from '@plume/domain';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { authAs, buildTestApp, seedUser, TEST_ENV, uniqueEmail } from '../../../test/helpers.js';
import { signSessionToken } from '../auth/session-tokens.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const getMe = (headers: Record<string, string>, region = 'eu-west-3') => app.inject({ method: 'GET', url: `/api/${region}/me`, headers });

describe('GET /me', () => {
  it('returns the signed-in user in the shape of userSchema', async () => {
    const ana = await seedUser({ firstName: 'Ana' });
    const res = await getMe(authAs(ana));
    expect(res.statusCode).toBe(200);
    const user = userSchema.parse(res.json());
    expect(user).toMatchObject({ id: ana.id, email: ana.email, firstName: 'Ana', dataResidency: 'eu-west-3', classes: [] });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('answers UNAUTHORIZED without a token, with garbage, or with a forged one', async () => {
    const ana = await seedUser();
    const forged = await signSessionToken(
      'another-secret-0123456789abcdefgh',
      { sub: ana.id, sid: ana.id, awsRegion: 'eu-west-3' },
      new Date(Date.now() + 60_000),
    );
    for (const headers of [{}, { authorization: 'Bearer garbage' }, { authorization: ana.token }, authAs({ token: forged })]) {
      const res = await getMe(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', status: 401 });
    }
  });

  it('refuses a revoked session', async () => {
    const ana = await seedUser();
    await app.inject({ method: 'POST', url: '/api/eu-west-3/auth/logout', headers: authAs(ana) });
    expect((await getMe(authAs(ana))).json().code).toBe('UNAUTHORIZED');
  });

  it('refuses a token of the other region, in both directions', async () => {
    const ana = await seedUser({ region: 'eu-west-3' });
    const jordan = await seedUser({ region: 'us-east-1' });
    expect((await getMe(authAs(ana), 'us-east-1')).statusCode).toBe(401);
    expect((await getMe(authAs(jordan), 'eu-west-3')).statusCode).toBe(401);
    expect((await getMe(authAs(jordan), 'us-east-1')).statusCode).toBe(200);
  });

  it('refuses a token naming another region even when its session exists here', async () => {
    const jordan = await seedUser({ region: 'us-east-1' });
    const claims = JSON.parse(Buffer.from(jordan.token.split('.')[1] as string, 'base64url').toString());
    const relabelled = await signSessionToken(
      TEST_ENV.JWT_SECRET,
      { sub: claims.sub, sid: claims.sid, awsRegion: 'eu-west-3' },
      new Date(Date.now() + 60_000),
    );
    expect((await getMe(authAs({ token: relabelled }), 'us-east-1')).statusCode).toBe(401);
  });
});

describe('GET /me token checks', () => {
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
  const key = new TextEncoder().encode(TEST_ENV.JWT_SECRET);

  it('refuses an expired token of a live session', async () => {
    const ana = await seedUser();
    const { sub, sid } = claimsOf(ana.token);
    const expired = await signSessionToken(TEST_ENV.JWT_SECRET, { sub, sid, awsRegion: 'eu-west-3' }, new Date(Date.now() - 1_000));
    const res = await getMe(authAs({ token: expired }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', status: 401 });
  });

  it('refuses another algorithm, alg none and a bad signature, even with the right key', async () => {
    const ana = await seedUser();
    const claims = claimsOf(ana.token);
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${ana.token.split('.')[1]}.`;
    const [header, payload, signature] = ana.token.split('.') as [string, string, string];
    const badSignature = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [hs512, none, badSignature]) {
      const res = await getMe(authAs({ token }));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', status: 401 });
    }
    expect((await getMe(authAs(ana))).statusCode).toBe(200);
  });

  it('refuses a validly signed token pairing one user with the session of another', async () => {
    const ana = await seedUser();
    const bob = await seedUser();
    const mixed = await signSessionToken(
      TEST_ENV.JWT_SECRET,
      { sub: claimsOf(bob.token).sub, sid: claimsOf(ana.token).sid, awsRegion: 'eu-west-3' },
      new Date(Date.now() + 60_000),
    );
    expect((await getMe(authAs({ token: mixed }))).statusCode).toBe(401);
  });

  it('answers concurrent requests of several sessions, each with its own user or 401', async () => {
    const [ana, bob, cy] = await Promise.all([
      seedUser({ firstName: 'Ana' }),
      seedUser({ firstName: 'Bob' }),
      seedUser({ firstName: 'Cy' }),
    ]);
    await app.inject({ method: 'POST', url: '/api/eu-west-3/auth/logout', headers: authAs(bob) });
    const mixed = await signSessionToken(
      TEST_ENV.JWT_SECRET,
      { sub: claimsOf(ana.token).sub, sid: claimsOf(cy.token).sid, awsRegion: 'eu-west-3' },
      new Date(Date.now() + 60_000),
    );
    const tokens = [ana.token, bob.token, cy.token, mixed, ana.token, cy.token];
    const answers = await Promise.all(tokens.map((token) => getMe(authAs({ token }))));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 200, 401, 200, 200]);
    expect(answers.map((res) => res.json().firstName)).toEqual(['Ana', undefined, 'Cy', undefined, 'Ana', 'Cy']);
  });

  it('refuses a session right after its logout, while other requests run', async () => {
    const ana = await seedUser();
    const busy = Array.from({ length: 5 }, () => getMe(authAs(ana)));
    await app.inject({ method: 'POST', url: '/api/eu-west-3/auth/logout', headers: authAs(ana) });
    await Promise.all(busy);
    expect((await getMe(authAs(ana))).statusCode).toBe(401);
  });
});

describe('PATCH /me', () => {
  const profile = (email: string, extra: Record<string, unknown> = {}) => ({
    firstName: 'Anaïs',
    lastName: 'Roux',
    email,
    language: 'en',
    ...extra,
  });
  const patch = (user: { token: string }, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/eu-west-3/me', headers: authAs(user), payload });

  it('updates name and language without a password when the email stays', async () => {
    const ana = await seedUser();
    const res = await patch(ana, profile(ana.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Anaïs', lastName: 'Roux', language: 'en' });
  });

  it('needs the right current password to change the email', async () => {
    const ana = await seedUser();
    const email = uniqueEmail();
    for (const extra of [{}, { currentPassword: 'Wrong-Password-1' }]) {
      const res = await patch(ana, profile(email, extra));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('UNAUTHORIZED_SETTINGS_UPDATE');
    }
    const ok = await patch(ana, profile(email.toUpperCase(), { currentPassword: ana.password }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(email);
  });

  it('refuses an email taken in either region', async () => {
    const ana = await seedUser();
    for (const taken of [await seedUser(), await seedUser({ region: 'us-east-1' })]) {
      const res = await patch(ana, profile(taken.email, { currentPassword: ana.password }));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('EMAIL_ALREADY_EXISTS');
    }
  });

  it('validates the form', async () => {
    const ana = await seedUser();
    const res = await patch(ana, profile('nope', { firstName: '  ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().context.fields).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'INVALID' },
        { path: 'firstName', message: 'REQUIRED' },
      ]),
    );
  });
});

describe('POST /me/password', () => {
  const change = (user: { token: string }, payload: object) =>
    app.inject({ method: 'POST', url: '/api/eu-west-3/me/password', headers: authAs(user), payload });

  it('refuses a wrong current password and a weak new one', async () => {
    const ana = await seedUser();
    const wrong = await change(ana, { currentPassword: 'Wrong-Password-1', newPassword: 'Fresh-Maple-Rain-8' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('UNAUTHORIZED_SETTINGS_UPDATE');
    const weak = await change(ana, { currentPassword: ana.password, newPassword: 'azertyuiop' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('PASSWORD_TOO_WEAK');
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const ana = await seedUser();
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/eu-west-3/auth/login',
        payload: { email: ana.email, password: 'Fresh-Maple-Rain-8', country: 'FR' },
      });
    const otherDevice = (
      await app.inject({
        method: 'POST',
        url: '/api/eu-west-3/auth/login',
        payload: { email: ana.email, password: ana.password, country: 'FR' },
      })
    ).json();
    const res = await change(ana, { currentPassword: ana.password, newPassword: 'Fresh-Maple-Rain-8' });
    expect(res.statusCode).toBe(204);
    expect((await getMe(authAs(ana))).statusCode).toBe(200);
    expect((await getMe(authAs(otherDevice))).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(200);
  });
});
