import { describe, expect, it } from 'vitest';
import {
  isPasswordTooWeak,
  loginFieldErrors,
  loginSchema,
  PASSWORD_MIN_LENGTH,
  parseRegionalToken,
  regionalToken,
  signupSchema,
} from './auth.js';

const validSignup = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: ' Ana.Lopez@Example.org ',
  password: 'correct-horse-battery',
  job: 'TEACHER',
  country: 'FR',
  captcha: 'payload',
  language: 'fr',
};

describe('signupSchema', () => {
  it('normalises the email', () => {
    expect(signupSchema.parse(validSignup).email).toBe('ana.lopez@example.org');
  });
  it('reports required, invalid and too-short fields with their field codes', () => {
    const result = signupSchema.safeParse({ ...validSignup, firstName: '  ', email: 'not-an-email', password: 'short' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
    expect(messages).toEqual({ firstName: 'REQUIRED', email: 'INVALID', password: 'TOO_SHORT' });
  });
  it('requires a known job and country', () => {
    expect(signupSchema.safeParse({ ...validSignup, job: 'PILOT' }).success).toBe(false);
    expect(signupSchema.safeParse({ ...validSignup, country: 'XX' }).success).toBe(false);
  });
  it('takes the minimum password length from one constant', () => {
    const atMinimum = `${'q'.repeat(PASSWORD_MIN_LENGTH - 4)}w9e!`;
    expect(signupSchema.safeParse({ ...validSignup, password: atMinimum }).success).toBe(true);
    expect(signupSchema.safeParse({ ...validSignup, password: atMinimum.slice(1) }).success).toBe(false);
  });
});

describe('loginSchema', () => {
  it('needs email, password and country', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['country', 'email', 'password']);
  });
});

describe('isPasswordTooWeak', () => {
  it('rejects common, repetitive, digit-only and personal passwords', () => {
    expect(isPasswordTooWeak('password1')).toBe(true);
    expect(isPasswordTooWeak('aaaaaaaaaa')).toBe(true);
    expect(isPasswordTooWeak('3141592653')).toBe(true);
    expect(isPasswordTooWeak('lopez123', { lastName: 'Lopez' })).toBe(true);
  });
  it('accepts a passphrase', () => {
    expect(isPasswordTooWeak('correct-horse-battery', { email: 'ana@example.org', firstName: 'Ana', lastName: 'Lopez' })).toBe(false);
  });
});

describe('regional tokens', () => {
  it('round-trips the region', () => {
    expect(parseRegionalToken(regionalToken('us-east-1', 'abc.def'))).toEqual({ region: 'us-east-1', secret: 'abc.def' });
  });
  it('rejects unknown regions and empty secrets', () => {
    expect(parseRegionalToken('mars-1.abc')).toBeUndefined();
    expect(parseRegionalToken('eu-west-3.')).toBeUndefined();
    expect(parseRegionalToken('nodot')).toBeUndefined();
  });
});

describe('loginFieldErrors (the zod-free rule of the login form)', () => {
  it('agrees with loginSchema on what is missing or invalid', () => {
    const cases = [
      { email: '', password: '', country: '' },
      { email: 'ana@', password: 'x', country: 'FR' },
      { email: ' Ana@Example.org ', password: 'x', country: 'XX' },
      { email: 'ana@example.org', password: 'x'.repeat(129), country: 'FR' },
      { email: 'ana@example.org', password: 'secret', country: 'US' },
    ];
    for (const input of cases) {
      const fromSchema = Object.fromEntries(loginSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
      expect(loginFieldErrors(input)).toEqual(fromSchema);
    }
  });
});
