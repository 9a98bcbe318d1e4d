import { type CountryCode, FIELD_ERRORS, type FieldError, type LoginInput, loginFieldErrors, normalizeEmail } from '@plume/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

// The login screen is the first load: it validates with the domain's zod-free rules (the same rules
// `loginSchema` applies on the server), so zod stays out of the /login bundle.

export interface LoginFormInput {
  email: string;
  password: string;
  country: CountryCode | '';
  countryConfirmed: boolean;
}
export type LoginFormOutput = LoginInput;

/** The login form: email, password, country, and the confirmation that the country is the right one. */
export const loginFormResolver: Resolver<LoginFormInput, unknown, LoginFormOutput> = (values) => {
  const found: Partial<Record<keyof LoginFormInput, FieldError>> = loginFieldErrors(values);
  if (!values.countryConfirmed) found.countryConfirmed = FIELD_ERRORS.required;
  const entries = Object.entries(found);
  if (entries.length > 0) {
    const errors = Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<LoginFormInput> };
  }
  const output: LoginFormOutput = {
    email: normalizeEmail(values.email),
    password: values.password,
    country: values.country as CountryCode,
  };
  return { values: output, errors: {} };
};
