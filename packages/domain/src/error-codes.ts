// Zod-free on purpose: the web's first screen needs these without loading zod.

/** Every error code the API may send (SPEC §8), plus the few the shell needs. */
export const ERROR_CODES = [
  'ROSTERED_ENTITY_NOT_AUTHORIZED',
  'CLASS_NAME_ALREADY_EXISTS',
  'CLASS_HAS_NO_PRIMARY_TEACHER',
  'EMAIL_ALREADY_EXISTS',
  'EMAIL_ALREADY_USED_AS_ACADEMIC_EMAIL',
  'STUDENT_NAME_ALREADY_EXISTS_IN_THIS_CLASS',
  'EMAIL_NOT_FOUND',
  'UNAUTHORIZED',
  'NETWORK_ERROR',
  'NO_TOKEN_PROVIDED',
  'SCHOOL_NOT_FOUND',
  'SCHOOL_REQUIRED',
  'CITY_REQUIRED',
  'WRONG_CITY_REGION',
  'WRONG_COUNTRY_REGION',
  'UNKNOWN_ERROR',
  'CANT_DELETE_SOME_ASSIGNEMENTS',
  'INVALID_EMAIL',
  'INVALID_ACADEMIC_EMAIL',
  'INVALID_USERNAME_OR_PASSWORD',
  'INVALID_USERNAME_OR_PASSWORD_GLOBAL',
  'PASSWORD_TOO_WEAK',
  'RESET_LINK_EXPIRED',
  'LOGIN_LINK_EXPIRED',
  'STUDENT_ALREADY_IN_CLASS',
  'SCHOOL_IS_NOT_VALID',
  'RATE_LIMIT_REACHED',
  'STUDENT_NOT_FOUND',
  'HOME_CONNECT_CODE_IS_SCHOOL_CODE',
  'CLASS_NOT_FOUND',
  'UNAUTHORIZED_SETTINGS_UPDATE',
  'UNKOWN_WORLD',
  'TEACHER_ALREADY_IN_CLASS',
  'EMAIL_MISMATCH',
  'GAR_STUDENT_SHOULD_LOGIN_WITH_ENT',
  'CANNOT_TRANSFER_TO_ROSTERED_CLASS',
  'CANNOT_TRANSFER_ROSTERED_CLASS',
  'INVALID_CAPTCHA_VERIFICATION',
  'NORTHPASS_UNAUTHORIZED',
  'NO_SUBSCRIPTION_PLAN_FOUND',
  'DIRECT_SUBSCRIPTION_INVALID_ADDRESS',
  'DIRECT_SUBSCRIPTION_INVALID_EMAIL',
  'CANNOT_MERGE_GAR_WITH_DIRECT_SALES_ACCOUNT',
  'INVALID_REFERRAL_CODE',
  'DIRECT_SIGNUP_FORBIDDEN_BY_DISTRICT',
  'INVALID_STUDENT_TOKEN',
  // Not in the §8 list but needed by every API: a request that fails its schema,
  // a path that does not exist, and a caller without the right role.
  'INVALID_FORM',
  'ROUTE_NOT_FOUND',
  'FORBIDDEN',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Messages zod schemas attach to fields; the web translates them under `form.*`. */
export const FIELD_ERRORS = {
  required: 'REQUIRED',
  invalid: 'INVALID',
  tooShort: 'TOO_SHORT',
  tooLong: 'TOO_LONG',
  mismatch: 'MISMATCH',
} as const;
export type FieldError = (typeof FIELD_ERRORS)[keyof typeof FIELD_ERRORS];

/** One failing field of an INVALID_FORM error, as sent in `context.fields`. */
export interface FieldIssue {
  path: string;
  message: string;
}
