import type { ACCOUNT_ORIGINS, Job, Language, ROSTERING_TYPES, SIGNUP_SOURCES, UserType, VersionType } from '@plume/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('users_email_unique'),
    // Null for accounts someone else created, until their owner sets a password.
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    job: text('job').$type<Job>().notNull(),
    type: text('type').$type<UserType>().notNull(),
    country: text('country').notNull(),
    language: text('language').$type<Language>().notNull(),
    signupSource: text('signup_source').$type<(typeof SIGNUP_SOURCES)[number]>().notNull(),
    accountOrigin: text('account_origin').$type<(typeof ACCOUNT_ORIGINS)[number]>().notNull().default('PLUME'),
    referralCode: text('referral_code').notNull().unique('users_referral_code_unique'),
    referredByCode: text('referred_by_code'),
    versionType: text('version_type').$type<VersionType>(),
    isStaff: boolean('is_staff').notNull().default(false),
    isSeller: boolean('is_seller').notNull().default(false),
    rosteringType: text('rostering_type').$type<(typeof ROSTERING_TYPES)[number]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Lookups compare the stored email as is, so it must already be lower-cased.
  (t) => [check('users_email_lower_case', sql`${t.email} = lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;
