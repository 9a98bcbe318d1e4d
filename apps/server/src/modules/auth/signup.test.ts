import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { authAs, buildTestApp, seedUser, solveCaptcha, testDatabases, uniqueEmail } from '../../../test/helpers.js';
import { users } from '../../db/schema/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

async function signupBody(overrides: Record<string, unknown> = {}, region: 'eu-west-3' | 'us-east-1' = 'eu-west-3') {
  return {
    firstName: 'Léa',
    lastName: 'Dubois',
    email: uniqueEmail('lea'),
    password: 'Green-Owl-Lantern-7',
    job: 'TEACHER',
    country: region === 'eu-west-3' ? 'FR' : 'US',
    language: 'fr',
    captcha: await solveCaptcha(app, region),
    ...overrides,
  };
}

const signup = (payload: object, region = 'eu-west-3') => app.inject({ method: 'POST', url: `/api/${region}/auth/signup`, payload });

async function storedUser(email: string, region: 'eu-west-3' | 'us-east-1' = 'eu-west-3') {
  const [row] = await (await testDatabases())[region].db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /auth/signup', () => {
  it('creates a teacher, signs them in and hashes the password with argon2id', async () => {
    const body = await signupBody({ email: 'Lea.Dubois@School.TEST' });
    const res = await signup(body);
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(user).toMatchObject({
      email: 'lea.dubois@school.test',
      type: 'TEACHER',
      job: 'TEACHER',
      signupSource: 'AT_SCHOOL',
      accountOrigin: 'PLUME',
      versionType: 'FULL_VERSION',
      dataResidency: 'eu-west-3',
      country: 'FR',
      language: 'fr',
    });
    const me = await app.inject({ method: 'GET', url: '/api/eu-west-3/me', headers: authAs({ token }) });
    expect(me.json().id).toBe(user.id);
    const row = await storedUser('lea.dubois@school.test');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.referralCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('makes a parent a homeschooler signing up at home', async () => {
    const res = await signup(await signupBody({ job: 'PARENT' }));
    expect(res.json().user).toMatchObject({ type: 'HOMESCHOOLER', signupSource: 'AT_HOME' });
  });

  it('lists every invalid field with its path and message', async () => {
    const res = await signup({ email: 'not-an-email', password: 'short', firstName: 'x'.repeat(61), country: 'ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_FORM');
    const fields = res.json().context.fields as { path: string; message: string }[];
    const messagesOf = (path: string) => fields.filter((f) => f.path === path).map((f) => f.message);
    expect(messagesOf('email')).toEqual(['INVALID']);
    expect(messagesOf('password')).toEqual(['TOO_SHORT']);
    expect(messagesOf('firstName')).toEqual(['TOO_LONG']);
    expect(messagesOf('lastName')).toEqual(['REQUIRED']);
    expect(messagesOf('job')).toEqual(['REQUIRED']);
    expect(messagesOf('captcha')).toEqual(['REQUIRED']);
    expect(messagesOf('country')).toHaveLength(1);
    expect(messagesOf('language')).toEqual(['REQUIRED']);
  });

  it('refuses an email already used in this region, whatever its case', async () => {
    const existing = await seedUser();
    const res = await signup(await signupBody({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'EMAIL_ALREADY_EXISTS', status: 409 });
  });

  it('refuses an email used in the other region', async () => {
    const american = await seedUser({ region: 'us-east-1' });
    const res = await signup(await signupBody({ email: american.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_ALREADY_EXISTS');
  });

  it('answers a repeated sign-up with EMAIL_ALREADY_EXISTS, even when both arrive together', async () => {
    const email = uniqueEmail();
    const results = await Promise.all([signup(await signupBody({ email })), signup(await signupBody({ email }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await signup(await signupBody({ email }))).statusCode).toBe(409);
  });

  it('refuses a weak password', async () => {
    for (const password of ['password1', 'aaaaaaaaaa', '1234567890123']) {
      const res = await signup(await signupBody({ password }));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PASSWORD_TOO_WEAK');
    }
  });

  it('refuses a captcha that is garbage, tampered with, or of the other region', async () => {
    const good = JSON.parse(Buffer.from(await solveCaptcha(app), 'base64').toString());
    const key: string = good.solution.derivedKey;
    good.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const tampered = Buffer.from(JSON.stringify(good)).toString('base64');
    for (const captcha of ['garbage', tampered, await solveCaptcha(app, 'us-east-1')]) {
      const res = await signup(await signupBody({ captcha }));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_CAPTCHA_VERIFICATION');
    }
  });

  it('accepts a captcha solution once only', async () => {
    const captcha = await solveCaptcha(app);
    expect((await signup(await signupBody({ captcha }))).statusCode).toBe(201);
    const again = await signup(await signupBody({ captcha }));
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_CAPTCHA_VERIFICATION');
  });

  it('refuses an unknown referral code', async () => {
    const res = await signup(await signupBody({ referralCode: 'NOPE2345' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_REFERRAL_CODE');
  });

  it('stores a referral code issued in either region', async () => {
    for (const region of ['eu-west-3', 'us-east-1'] as const) {
      const referrer = await seedUser({ region });
      const code = (await storedUser(referrer.email, region))?.referralCode as string;
      const body = await signupBody({ referralCode: ` ${code.toLowerCase()} ` });
      expect((await signup(body)).statusCode).toBe(201);
      expect((await storedUser(body.email as string))?.referredByCode).toBe(code);
    }
  });

  it('refuses a country served by the other region', async () => {
    const res = await signup(await signupBody({ country: 'US' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WRONG_COUNTRY_REGION');
    const us = await signup(await signupBody({ country: 'US', language: 'en' }, 'us-east-1'), 'us-east-1');
    expect(us.statusCode).toBe(201);
    expect(us.json().user.dataResidency).toBe('us-east-1');
  });
});
