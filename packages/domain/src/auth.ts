import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-rules.js';
import { countrySchema } from './countries.js';
import { FIELD_ERRORS } from './errors.js';
import { languageSchema } from './languages.js';
import { jobSchema, userSchema } from './users.js';

// The rules live apart from the schemas so that bundles needing only them stay free of zod.
export * from './auth-rules.js';

const requiredText = (max: number) =>
  z.string({ error: FIELD_ERRORS.required }).trim().min(1, FIELD_ERRORS.required).max(max, FIELD_ERRORS.tooLong);

export const emailSchema = z
  .string({ error: FIELD_ERRORS.required })
  .trim()
  .toLowerCase()
  .min(1, FIELD_ERRORS.required)
  .max(EMAIL_MAX_LENGTH, FIELD_ERRORS.tooLong)
  .pipe(z.string().regex(EMAIL_PATTERN, FIELD_ERRORS.invalid));

export const passwordSchema = z
  .string({ error: FIELD_ERRORS.required })
  .min(1, FIELD_ERRORS.required)
  .min(PASSWORD_MIN_LENGTH, FIELD_ERRORS.tooShort)
  .max(PASSWORD_MAX_LENGTH, FIELD_ERRORS.tooLong);

export const signupSchema = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  email: emailSchema,
  password: passwordSchema,
  job: jobSchema,
  country: countrySchema,
  referralCode: z.string().trim().max(40, FIELD_ERRORS.tooLong).optional(),
  captcha: z.string({ error: FIELD_ERRORS.required }).min(1, FIELD_ERRORS.required),
  language: languageSchema,
});
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: FIELD_ERRORS.required }).min(1, FIELD_ERRORS.required).max(PASSWORD_MAX_LENGTH, FIELD_ERRORS.tooLong),
  country: countrySchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionResponseSchema = z.object({ token: z.string(), user: userSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const emailRequestSchema = z.object({ email: emailSchema, language: languageSchema.optional() });
export type EmailRequestInput = z.infer<typeof emailRequestSchema>;

export const oneTimeTokenSchema = z.string().min(10).max(200);
export const resetPasswordSchema = z.object({ token: oneTimeTokenSchema, password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export const emailLinkLoginSchema = z.object({ token: oneTimeTokenSchema });

export const updateProfileSchema = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  email: emailSchema,
  language: languageSchema,
  /** Needed only when the email changes. */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: FIELD_ERRORS.required }).min(1, FIELD_ERRORS.required).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
