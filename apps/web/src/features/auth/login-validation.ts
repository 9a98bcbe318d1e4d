import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, FIELD_ERRORS, loginSchema, sessionResponseSchema } from '@plume/domain';
import { z } from 'zod';

// Loaded apart from the login screen (right after it shows): zod is the heaviest library of the
// first screen, and the form only needs it once the user submits.

/** The login form: the domain's loginSchema, plus the confirmation that the country is the right one. */
export const loginFormSchema = loginSchema.extend({
  countryConfirmed: z.boolean().refine((confirmed) => confirmed, FIELD_ERRORS.required),
});
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormOutput = z.output<typeof loginFormSchema>;

export const loginFormResolver = zodResolver(loginFormSchema);

/** The email as the server stores it (trimmed, lower-cased). */
export function normalizeEmail(email: string): string {
  return emailSchema.parse(email);
}

export { sessionResponseSchema };
