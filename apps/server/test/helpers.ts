import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import {
  DEFAULT_ACCESSIBILITY_OPTIONS,
  type Grade,
  type Job,
  type Language,
  normaliseSearchText,
  REGIONS,
  type Region,
} from '@plume/domain';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { connectRegion, ensureDatabase, type RegionDatabases } from '../src/db/client.js';
import { classes, classTeachers, outboxEmails, places, schools, students, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { newReferralCode } from '../src/modules/auth/referral-codes.js';
import { openSession } from '../src/modules/auth/session-tokens.js';
import { freshCodes } from '../src/modules/classes/codes.js';
import { schoolSearchText } from '../src/modules/schools/service.js';
import { withDatabase } from './global-setup.js';

/** Fixed, so tokens made by a helper are valid in every app a test file builds. */
export const TEST_ENV = {
  PLUME_MODE: 'test',
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef',
  ALTCHA_HMAC_KEY: 'test-altcha-key-0123456789abcdef',
  // Tests solve captchas themselves: keep the work tiny.
  ALTCHA_MAX_NUMBER: '20',
  AUTH_RATE_LIMIT_PER_MINUTE: '0',
  LOG_LEVEL: 'silent',
  APP_URL: 'http://plume.test',
  WEB_DIST: path.join(os.tmpdir(), 'plume-no-web-build'),
};

let databases: Promise<RegionDatabases> | undefined;
const apps: FastifyInstance[] = [];

async function createDatabase(adminUrl: string, name: string, template: string) {
  // Two files cloning the template at the same instant can be told it is busy: try again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ensureDatabase(adminUrl, name, template);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** This test file's own pair of regional databases, cloned from the migrated template on first use. */
export function testDatabases(): Promise<RegionDatabases> {
  databases ??= (async () => {
    const { adminUrl, template, prefix } = inject('pg');
    const id = randomBytes(4).toString('hex');
    const entries = [];
    for (const region of REGIONS) {
      const name = `${prefix}_${id}_${region.replaceAll('-', '_')}`;
      await createDatabase(adminUrl, name, template);
      entries.push([region, connectRegion(region, withDatabase(adminUrl, name))]);
    }
    return Object.fromEntries(entries) as RegionDatabases;
  })();
  return databases;
}

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  if (databases) await Promise.all(Object.values(await databases).map(({ pool }) => pool.end()));
});

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ ...TEST_ENV, ...env });
}

/** The real app on this file's databases; not yet ready, so a test may add a route before injecting. */
export async function buildTestApp(options: { env?: Record<string, string>; logStream?: Writable } = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(options.env), regions: await testDatabases(), logStream: options.logStream });
  apps.push(app);
  return app;
}

let counter = 0;
/** An email no other test of the run uses. */
export function uniqueEmail(name = 'teacher'): string {
  counter += 1;
  return `${name}.${counter}.${randomBytes(3).toString('hex')}@school.test`;
}

/** Fetches a challenge from the API and solves it the way the ALTCHA widget does; returns the widget's payload. */
export async function solveCaptcha(app: FastifyInstance, region: Region = 'eu-west-3'): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/${region}/auth/captcha` });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  region: Region;
  token: string;
  firstName: string;
}

/** Inserts an account straight into a region's database and opens a session for it. */
export async function seedUser(
  options: {
    region?: Region;
    email?: string;
    password?: string | null;
    country?: string;
    language?: Language;
    firstName?: string;
    job?: Job;
  } = {},
): Promise<TestUser> {
  const region = options.region ?? 'eu-west-3';
  const { db } = (await testDatabases())[region];
  const email = options.email ?? uniqueEmail();
  const password = options.password === undefined ? 'Blue-Kite-Morning-42' : options.password;
  const firstName = options.firstName ?? 'Ana';
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: password === null ? null : await hashPassword(password),
      firstName,
      lastName: 'Teacher',
      job: options.job ?? 'TEACHER',
      type: options.job === 'PARENT' ? 'HOMESCHOOLER' : 'TEACHER',
      country: options.country ?? (region === 'eu-west-3' ? 'FR' : 'US'),
      language: options.language ?? (region === 'eu-west-3' ? 'fr' : 'en'),
      signupSource: 'AT_SCHOOL',
      referralCode: newReferralCode(),
      versionType: 'FULL_VERSION',
    })
    .returning();
  if (!user) throw new Error('user not seeded');
  const token = await openSession(db, TEST_ENV.JWT_SECRET, region, user.id);
  return { id: user.id, email, password: password ?? '', region, token, firstName };
}

export function authAs(user: { token: string }): Record<string, string> {
  return { authorization: `Bearer ${user.token}` };
}

/** The messages a region's outbox holds for one address, newest first. */
export async function readOutbox(to: string, region: Region = 'eu-west-3') {
  const { db } = (await testDatabases())[region];
  return db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(desc(outboxEmails.createdAt));
}

/** The one-time token of the link in an email's text. */
export function tokenFromMail(mail: { text: string }): string {
  const match = /[?&]token=([^\s&]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no link in this email');
  return decodeURIComponent(match[1]);
}

/** A directory school (and its place) straight in a region's database. */
export async function seedSchool(
  options: {
    region?: Region;
    name?: string;
    country?: string;
    zipCode?: string;
    city?: string;
    address?: string;
    publicId?: string | null;
  } = {},
) {
  const region = options.region ?? 'eu-west-3';
  const { db } = (await testDatabases())[region];
  const school = {
    name: options.name ?? `École ${randomBytes(3).toString('hex')}`,
    country: options.country ?? (region === 'eu-west-3' ? 'FR' : 'US'),
    zipCode: options.zipCode ?? (region === 'eu-west-3' ? '69003' : '02139'),
    city: options.city ?? (region === 'eu-west-3' ? 'Lyon' : 'Cambridge'),
    address: options.address ?? '1 rue de la Paix',
    publicId: options.publicId ?? null,
  };
  await db
    .insert(places)
    .values({ country: school.country, zipCode: school.zipCode, city: school.city, searchCity: normaliseSearchText(school.city) })
    .onConflictDoNothing();
  const [row] = await db
    .insert(schools)
    .values({ ...school, searchText: schoolSearchText(school) })
    .returning();
  if (!row) throw new Error('school not seeded');
  return row;
}

/** A class with its primary teacher (and co-teachers), and pupils, straight in the database. */
export async function seedClass(options: {
  region?: Region;
  schoolId: string;
  primaryId?: string | null;
  coTeacherIds?: string[];
  name?: string;
  students?: string[];
  grades?: Grade[];
  archived?: boolean;
}) {
  const region = options.region ?? 'eu-west-3';
  const { db } = (await testDatabases())[region];
  const names = options.students ?? [];
  const [code, ...homeCodes] = await freshCodes(db, 1 + names.length);
  const [row] = await db
    .insert(classes)
    .values({
      schoolId: options.schoolId,
      name: options.name ?? `Class ${randomBytes(3).toString('hex')}`,
      grades: options.grades ?? ['CE1'],
      language: region === 'eu-west-3' ? 'FR' : 'EN',
      avatar: 'class-1',
      colour: 'blue',
      code: code as string,
      archivedAt: options.archived ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('class not seeded');
  if (options.primaryId) await db.insert(classTeachers).values({ classId: row.id, userId: options.primaryId, role: 'PRIMARY_TEACHER' });
  for (const userId of options.coTeacherIds ?? []) await db.insert(classTeachers).values({ classId: row.id, userId, role: 'CO_TEACHER' });
  const pupils = names.length
    ? await db
        .insert(students)
        .values(
          names.map((name, index) => ({
            classId: row.id,
            name,
            accessibilityOptions: DEFAULT_ACCESSIBILITY_OPTIONS,
            homeCode: homeCodes[index] as string,
          })),
        )
        .returning()
    : [];
  return { ...row, students: pupils };
}
