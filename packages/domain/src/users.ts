import { z } from 'zod';
import { COUNTRY_CODES } from './countries.js';
import { FIELD_ERRORS } from './errors.js';
import { languageSchema } from './languages.js';
import { regionSchema } from './regions.js';

export const JOBS = ['TEACHER', 'SCHOOL_LEADER', 'PARENT'] as const;
export type Job = (typeof JOBS)[number];
export const jobSchema = z.enum(JOBS, { error: FIELD_ERRORS.required });

export const USER_TYPES = ['TEACHER', 'HOMESCHOOLER', 'OTHER'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SIGNUP_SOURCES = ['AT_HOME', 'AT_SCHOOL', 'SSO', 'UNKNOWN'] as const;
export const ACCOUNT_ORIGINS = ['PLUME', 'GAR', 'RGP'] as const;
export const ROSTERING_TYPES = ['RGP', 'GAR'] as const;
export const VERSION_TYPES = ['TNE_FULL_VERSION', 'CLASSIC_BASIC_VERSION', 'RESTRICTED_BASIC_VERSION', 'FULL_VERSION'] as const;
export type VersionType = (typeof VERSION_TYPES)[number];

/** A parent practises at home; teachers and school leaders work at school. */
export function userTypeOfJob(job: Job): UserType {
  return job === 'PARENT' ? 'HOMESCHOOLER' : 'TEACHER';
}

/** Where a sign-up came from, by job. */
export function signupSourceOfJob(job: Job): (typeof SIGNUP_SOURCES)[number] {
  return job === 'PARENT' ? 'AT_HOME' : 'AT_SCHOOL';
}

/** Premium means a full version (SPEC §1). */
export function isPremium(versionType: VersionType | null): boolean {
  return versionType === 'FULL_VERSION' || versionType === 'TNE_FULL_VERSION';
}

/** The signed-in user as `GET /me` returns it (SPEC §3 User). */
export const userSchema = z.object({
  id: z.string().uuid(),
  createdAt: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  type: z.enum(USER_TYPES),
  job: z.enum(JOBS),
  country: z.enum(COUNTRY_CODES),
  language: languageSchema,
  classes: z.array(z.object({ id: z.string(), curriculum: z.string(), school: z.string().nullable() })),
  versionType: z.enum(VERSION_TYPES).nullable(),
  isStaff: z.boolean(),
  isSeller: z.boolean(),
  rosteringType: z.enum(ROSTERING_TYPES).nullable(),
  dataResidency: regionSchema,
  signupSource: z.enum(SIGNUP_SOURCES),
  accountOrigin: z.enum(ACCOUNT_ORIGINS),
});
export type User = z.infer<typeof userSchema>;
