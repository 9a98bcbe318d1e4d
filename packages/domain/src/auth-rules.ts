// Zod-free on purpose: the web's first screen needs these rules without loading zod.
import { isCountryCode } from './country-codes.js';
import { FIELD_ERRORS, type FieldError } from './error-codes.js';
import { isRegion, type Region } from './region-rules.js';

/** The shortest password we accept. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// biome-ignore format: compact data table
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', 'password', 'password1', 'motdepasse', 'azertyuiop', 'qwertyuiop',
  'iloveyou', 'abcdefgh', '11111111', '00000000', 'azerty123', 'qwerty123', 'sunshine', 'princess', 'football',
  'baseball', 'welcome1', 'bonjour1', 'soleil123', 'plume123', 'teacher1', 'enseignant',
]);

/**
 * A password long enough can still be too weak: a common one, one character repeated,
 * only digits, or one built from the person's own name or email.
 */
export function isPasswordTooWeak(password: string, person: { email?: string; firstName?: string; lastName?: string } = {}): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  if (new Set(lower).size < 4) return true;
  if (/^\d+$/.test(password)) return true;
  const personal = [person.email?.split('@')[0], person.firstName, person.lastName]
    .map((part) => part?.trim().toLowerCase() ?? '')
    .filter((part) => part.length >= 3);
  return personal.some((part) => lower.includes(part) && lower.length - part.length < 4);
}

/** What we accept as an email address: one @, a dotted domain, no spaces; the same test in the form and the API. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;

/** An email as we store and compare it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The field error of an email, if any. */
export function emailFieldError(email: string): FieldError | undefined {
  const normalized = normalizeEmail(email);
  if (normalized === '') return FIELD_ERRORS.required;
  if (normalized.length > EMAIL_MAX_LENGTH) return FIELD_ERRORS.tooLong;
  return EMAIL_PATTERN.test(normalized) ? undefined : FIELD_ERRORS.invalid;
}

/**
 * The login form's checks without zod, so the first screen loads light; `loginSchema` applies the same
 * rules on the server.
 */
export function loginFieldErrors(input: {
  email: string;
  password: string;
  country: string;
}): Partial<Record<'email' | 'password' | 'country', FieldError>> {
  const errors: Partial<Record<'email' | 'password' | 'country', FieldError>> = {};
  const email = emailFieldError(input.email);
  if (email) errors.email = email;
  if (input.password === '') errors.password = FIELD_ERRORS.required;
  else if (input.password.length > PASSWORD_MAX_LENGTH) errors.password = FIELD_ERRORS.tooLong;
  if (!isCountryCode(input.country)) errors.country = FIELD_ERRORS.required;
  return errors;
}

/** How long emailed links stay valid. */
export const RESET_LINK_TTL_MINUTES = 60;
export const SET_PASSWORD_LINK_TTL_DAYS = 7;
export const LOGIN_LINK_TTL_MINUTES = 15;

/** Failed logins for one email before RATE_LIMIT_REACHED, and the window they count in. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

/**
 * Emailed one-time tokens start with their region (`eu-west-3.abc…`), so the page a link opens
 * knows which regional API to call without asking.
 */
export function regionalToken(region: Region, secret: string): string {
  return `${region}.${secret}`;
}

/** Splits a regional one-time token; undefined when it names no known region. */
export function parseRegionalToken(token: string): { region: Region; secret: string } | undefined {
  const dot = token.indexOf('.');
  const region = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  return dot > 0 && isRegion(region) && secret.length > 0 ? { region, secret } : undefined;
}
