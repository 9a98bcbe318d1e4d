import { describe, expect, it } from 'vitest';
import { buildTestApp, readOutbox, seedUser, solveCaptcha, tokenFromMail, uniqueEmail } from '../test/helpers.js';

describe('request logs', () => {
  it('never contain passwords, tokens, emailed links or bodies', async () => {
    const lines: string[] = [];
    const app = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: { write: (line: string) => lines.push(line) } as never });
    const password = 'Secret-Heron-Dawn-31';
    const email = uniqueEmail('logged');
    const signup = await app.inject({
      method: 'POST',
      url: '/api/eu-west-3/auth/signup',
      payload: {
        firstName: 'Zoé',
        lastName: 'Lefèvre',
        email,
        password,
        job: 'TEACHER',
        country: 'FR',
        language: 'fr',
        captcha: await solveCaptcha(app),
      },
    });
    expect(signup.statusCode).toBe(201);
    const { token } = signup.json();
    await app.inject({ method: 'GET', url: '/api/eu-west-3/me', headers: { authorization: `Bearer ${token}` } });
    await app.inject({
      method: 'POST',
      url: '/api/eu-west-3/auth/login',
      payload: { email, password: 'Wrong-Heron-Dawn-32', country: 'FR' },
    });
    await app.inject({ method: 'POST', url: '/api/eu-west-3/auth/forgot-password', payload: { email } });
    const [mail] = await readOutbox(email);
    const linkToken = tokenFromMail(mail as { text: string });
    // The SPA page an emailed link opens carries the token in its query string.
    await app.inject({ method: 'GET', url: `/reset-password?token=${linkToken}` });
    await app.inject({ method: 'POST', url: '/api/eu-west-3/auth/reset-password', payload: { token: linkToken, password } });
    const other = await seedUser();
    await app.inject({ method: 'POST', url: '/api/eu-west-3/auth/logout', headers: { authorization: `Bearer ${other.token}` } });

    const log = lines.join('');
    expect(log).toContain('/api/eu-west-3/auth/signup');
    expect(log).toContain('/reset-password');
    for (const secret of [password, 'Wrong-Heron-Dawn-32', token, other.token, linkToken, linkToken.split('.')[1] as string, 'Lefèvre']) {
      expect(log).not.toContain(secret);
    }
  });
});
