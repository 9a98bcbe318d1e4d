import type { Grade, Job, Language, Region } from '@plume/domain';
import { DEFAULT_ACCESSIBILITY_OPTIONS, signupSourceOfJob, userTypeOfJob } from '@plume/domain';
import type { Config } from '../config.js';
import type { RegionDatabases, Tx } from '../db/client.js';
import { classes, classTeachers, schools, students, users } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { newReferralCode } from '../modules/auth/referral-codes.js';
import { freshCodes } from '../modules/classes/codes.js';
import { schoolSearchText } from '../modules/schools/service.js';

/** The password of every demo account, printed at each demo start. */
export const DEMO_PASSWORD = 'plume-demo-2026';

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  countryName: string;
  language: Language;
  school: { name: string; country: string; zipCode: string; city: string; address: string; publicId: string | null };
  classes: DemoClass[];
}

interface DemoClass {
  name: string;
  grades: Grade[];
  avatar: string;
  colour: 'blue' | 'red' | 'yellow' | 'green';
  pupils: string[];
  archived?: boolean;
  /** Shares the class with the region's demo co-teacher. */
  withCoTeacher?: boolean;
}

// biome-ignore format: compact data table
const FRENCH_PUPILS = [
  'Léa', 'Lucas', 'Chloé', 'Hugo', 'Inès', 'Louis', 'Jade', 'Gabriel', 'Manon', 'Arthur',
  'Zoé', 'Jules', 'Camille', 'Nathan', 'Louise', 'Raphaël', 'Emma', 'Théo', 'Alice', 'Noé',
];
// biome-ignore format: compact data table
const ENGLISH_PUPILS = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'James', 'Mia', 'Lucas', 'Amelia', 'Mason'];

export const DEMO_ACCOUNTS: Record<Region, DemoAccount> = {
  'eu-west-3': {
    email: 'demo.fr@plume.test',
    firstName: 'Camille',
    lastName: 'Martin',
    country: 'FR',
    countryName: 'France',
    language: 'fr',
    school: {
      name: 'École élémentaire des Tilleuls',
      country: 'FR',
      zipCode: '69003',
      city: 'Lyon',
      address: '12 rue des Tilleuls',
      publicId: '0690000A',
    },
    classes: [
      { name: 'CE1 des Tilleuls', grades: ['CE1'], avatar: 'class-3', colour: 'blue', pupils: FRENCH_PUPILS, withCoTeacher: true },
      {
        name: 'CP 2024-2025',
        grades: ['CP'],
        avatar: 'class-7',
        colour: 'green',
        pupils: ['Adam', 'Lina', 'Sacha', 'Rose'],
        archived: true,
      },
    ],
  },
  'us-east-1': {
    email: 'demo.us@plume.test',
    firstName: 'Jordan',
    lastName: 'Miller',
    country: 'US',
    countryName: 'United States',
    language: 'en',
    school: {
      name: 'Maple Grove Elementary School',
      country: 'US',
      zipCode: '02139',
      city: 'Cambridge',
      address: '40 Maple Avenue',
      publicId: null,
    },
    classes: [{ name: 'Grade 2 Maple', grades: ['KINDERGARTEN', 'MULTI'], avatar: 'class-5', colour: 'red', pupils: ENGLISH_PUPILS }],
  },
};

/** The EU demo teacher's co-teacher: a second account with the same demo password. */
export const DEMO_CO_TEACHER = {
  email: 'demo.coteacher.fr@plume.test',
  firstName: 'Sophie',
  lastName: 'Bernard',
  region: 'eu-west-3' as Region,
};

async function insertDemoTeacher(
  tx: Tx,
  account: { email: string; firstName: string; lastName: string; country: string; language: Language },
  passwordHash: string,
) {
  const job: Job = 'TEACHER';
  const [user] = await tx
    .insert(users)
    .values({
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      job,
      type: userTypeOfJob(job),
      country: account.country,
      language: account.language,
      signupSource: signupSourceOfJob(job),
      referralCode: newReferralCode(),
      versionType: 'FULL_VERSION',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('demo teacher not created');
  return user.id;
}

async function insertDemoClass(
  tx: Tx,
  schoolId: string,
  language: 'FR' | 'EN',
  teacherId: string,
  coTeacherId: string | undefined,
  demo: DemoClass,
) {
  const [code, ...homeCodes] = await freshCodes(tx, 1 + demo.pupils.length);
  const [row] = await tx
    .insert(classes)
    .values({
      schoolId,
      name: demo.name,
      grades: demo.grades,
      language,
      avatar: demo.avatar,
      colour: demo.colour,
      code: code as string,
      archivedAt: demo.archived ? new Date() : null,
    })
    .returning({ id: classes.id });
  if (!row) throw new Error('demo class not created');
  await tx.insert(classTeachers).values({ classId: row.id, userId: teacherId, role: 'PRIMARY_TEACHER' });
  if (demo.withCoTeacher && coTeacherId)
    await tx.insert(classTeachers).values({ classId: row.id, userId: coTeacherId, role: 'CO_TEACHER' });
  await tx.insert(students).values(
    demo.pupils.map((name, index) => ({
      classId: row.id,
      name,
      grade: demo.grades[0] ?? null,
      accessibilityOptions: DEFAULT_ACCESSIBILITY_OPTIONS,
      homeCode: homeCodes[index] as string,
    })),
  );
}

/**
 * Demo mode only: gives an empty regional database one school, its teacher and classes of pupils
 * (in eu-west-3 also a co-teacher). A database that
 * already has any account is left alone, so restarts never duplicate or overwrite anything.
 * Returns the regions seeded this time.
 */
export async function seedDemo(mode: Config['mode'], regions: RegionDatabases): Promise<Region[]> {
  if (mode !== 'demo') return [];
  const seeded: Region[] = [];
  for (const [region, account] of Object.entries(DEMO_ACCOUNTS) as [Region, DemoAccount][]) {
    const { db } = regions[region];
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const done = await db.transaction(async (tx) => {
      // Serialises two demo starts on one database; released at commit.
      await tx.execute('select pg_advisory_xact_lock(20260101)');
      const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
      if (anyUser) return false;
      const [school] = await tx
        .insert(schools)
        .values({ ...account.school, searchText: schoolSearchText(account.school) })
        .returning({ id: schools.id });
      if (!school) throw new Error('demo school not created');
      const teacherId = await insertDemoTeacher(tx, account, passwordHash);
      const coTeacherId =
        DEMO_CO_TEACHER.region === region
          ? await insertDemoTeacher(tx, { ...DEMO_CO_TEACHER, country: account.country, language: account.language }, passwordHash)
          : undefined;
      const language = account.language === 'fr' ? 'FR' : 'EN';
      for (const demo of account.classes) await insertDemoClass(tx, school.id, language, teacherId, coTeacherId, demo);
      return true;
    });
    if (done) seeded.push(region);
  }
  return seeded;
}
