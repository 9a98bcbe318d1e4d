import type { Region } from '@plume/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authAs,
  buildTestApp,
  readOutbox,
  seedUser,
  testConfig,
  testDatabases,
  tokenFromMail,
  uniqueEmail,
} from '../../../test/helpers.js';
import type { Db } from '../../db/client.js';
import { oneTimeTokens } from '../../db/schema/index.js';
import { outboxMailer } from '../../mail/mailer.js';
import { inProcessPeers } from '../peers/region-peers.js';
import { findUserById } from '../users/queries.js';
import { sendLinkEmail } from './email-links.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const post = (path: string, payload: object, region: Region = 'eu-west-3') =>
  app.inject({ method: 'POST', url: `/api/${region}${path}`, payload });

async function expireTokensOf(userId: string) {
  const { db } = (await testDatabases())['eu-west-3'];
  await db.update(oneTimeTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(oneTimeTokens.userId, userId));
}

async function resetToken(email: string) {
  expect((await post('/auth/forgot-password', { email })).statusCode).toBe(204);
  const [mail] = await readOutbox(email);
  if (!mail) throw new Error('no reset email');
  return { mail, token: tokenFromMail(mail) };
}

describe('forgot and reset password', () => {
  it('answers 204 for an unknown email and sends nothing', async () => {
    const email = uniqueEmail();
    expect((await post('/auth/forgot-password', { email })).statusCode).toBe(204);
    expect(await readOutbox(email)).toHaveLength(0);
  });

  it("emails a regional reset link in the user's language", async () => {
    const ana = await seedUser({ language: 'fr' });
    const { mail, token } = await resetToken(ana.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Plume');
    expect(mail.language).toBe('fr');
    expect(mail.text).toContain(`http://plume.test/reset-password?token=${token}`);
    expect(mail.html).toContain('http://plume.test/reset-password?token=eu-west-3.');
    expect(token.startsWith('eu-west-3.')).toBe(true);
  });

  it('sets the new password once, and signs every session out', async () => {
    const ana = await seedUser();
    const { token } = await resetToken(ana.email);
    const res = await post('/auth/reset-password', { token, password: 'Fresh-Maple-Rain-8' });
    expect(res.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/eu-west-3/me', headers: authAs(ana) })).statusCode).toBe(401);
    const login = await post('/auth/login', { email: ana.email, password: 'Fresh-Maple-Rain-8', country: 'FR' });
    expect(login.statusCode).toBe(200);
    const again = await post('/auth/reset-password', { token, password: 'Other-Maple-Rain-9' });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('RESET_LINK_EXPIRED');
  });

  it('refuses a weak password without spending the link', async () => {
    const ana = await seedUser();
    const { token } = await resetToken(ana.email);
    const weak = await post('/auth/reset-password', { token, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('PASSWORD_TOO_WEAK');
    expect((await post('/auth/reset-password', { token, password: 'Fresh-Maple-Rain-8' })).statusCode).toBe(204);
  });

  it('refuses an expired, unknown or other-region link', async () => {
    const ana = await seedUser();
    const { token } = await resetToken(ana.email);
    const otherRegion = token.replace('eu-west-3.', 'us-east-1.');
    for (const [candidate, region] of [
      [otherRegion, 'us-east-1'],
      ['eu-west-3.not-a-real-token', 'eu-west-3'],
    ] as const) {
      expect((await post('/auth/reset-password', { token: candidate, password: 'Fresh-Maple-Rain-8' }, region)).statusCode).toBe(410);
    }
    await expireTokensOf(ana.id);
    const expired = await post('/auth/reset-password', { token, password: 'Fresh-Maple-Rain-8' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('RESET_LINK_EXPIRED');
  });
});

describe('set password of an account created by someone else', () => {
  async function sendSetPasswordLink(userId: string) {
    const regions = await testDatabases();
    const dbs = { 'eu-west-3': regions['eu-west-3'].db, 'us-east-1': regions['us-east-1'].db } as Record<Region, Db>;
    const deps = {
      region: 'eu-west-3' as const,
      db: dbs['eu-west-3'],
      peers: inProcessPeers('eu-west-3', dbs),
      mailer: outboxMailer(dbs['eu-west-3'], { from: 'test@plume.test', logError: () => {} }),
      config: testConfig(),
    };
    const user = await findUserById(deps.db, userId);
    if (!user) throw new Error('no user');
    await sendLinkEmail(deps, user, 'SET_PASSWORD');
  }

  it('sets the first password from the emailed link and signs the user in, once', async () => {
    const invited = await seedUser({ password: null, language: 'en' });
    await sendSetPasswordLink(invited.id);
    const [mail] = await readOutbox(invited.email);
    expect(mail?.subject).toBe('Your Plume account is ready');
    const token = tokenFromMail(mail as { text: string });
    expect(mail?.text).toContain('http://plume.test/set-password?token=');
    const res = await post('/auth/set-password', { token, password: 'First-Cedar-Path-5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(invited.id);
    expect((await app.inject({ method: 'GET', url: '/api/eu-west-3/me', headers: authAs(res.json()) })).statusCode).toBe(200);
    expect((await post('/auth/set-password', { token, password: 'First-Cedar-Path-6' })).json().code).toBe('RESET_LINK_EXPIRED');
  });

  it('does not take a reset link, nor a weak password', async () => {
    const ana = await seedUser();
    const { token } = await resetToken(ana.email);
    expect((await post('/auth/set-password', { token, password: 'First-Cedar-Path-5' })).statusCode).toBe(410);
    await sendSetPasswordLink(ana.id);
    const [mail] = await readOutbox(ana.email);
    const weak = await post('/auth/set-password', { token: tokenFromMail(mail as { text: string }), password: '11111111' });
    expect(weak.json().code).toBe('PASSWORD_TOO_WEAK');
  });
});

describe('sign-in link', () => {
  it('emails a link that signs in once', async () => {
    const jordan = await seedUser({ region: 'us-east-1', language: 'en' });
    expect((await post('/auth/email-link', { email: jordan.email }, 'us-east-1')).statusCode).toBe(204);
    const [mail] = await readOutbox(jordan.email, 'us-east-1');
    expect(mail?.subject).toBe('Your Plume sign-in link');
    const token = tokenFromMail(mail as { text: string });
    expect(token.startsWith('us-east-1.')).toBe(true);
    const res = await post('/auth/email-link/login', { token }, 'us-east-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(jordan.id);
    const again = await post('/auth/email-link/login', { token }, 'us-east-1');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ code: 'LOGIN_LINK_EXPIRED', status: 410 });
  });

  it('refuses an expired link, and sends nothing to an unknown email', async () => {
    const ana = await seedUser();
    await post('/auth/email-link', { email: ana.email });
    const [mail] = await readOutbox(ana.email);
    await expireTokensOf(ana.id);
    expect((await post('/auth/email-link/login', { token: tokenFromMail(mail as { text: string }) })).json().code).toBe(
      'LOGIN_LINK_EXPIRED',
    );
    const nobody = uniqueEmail();
    expect((await post('/auth/email-link', { email: nobody })).statusCode).toBe(204);
    expect(await readOutbox(nobody)).toHaveLength(0);
  });
});
