import type { Job, Language, Region } from '@plume/domain';
import { signupSourceOfJob, userTypeOfJob } from '@plume/domain';
import type { Config } from '../config.js';
import type { RegionDatabases } from '../db/client.js';
import { schools, users } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { newReferralCode } from '../modules/auth/referral-codes.js';

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
}

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
  },
};

/**
 * Demo mode only: gives an empty regional database one school and one teacher. A database that
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
      await tx.insert(schools).values(account.school);
      const job: Job = 'TEACHER';
      await tx.insert(users).values({
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
      });
      return true;
    });
    if (done) seeded.push(region);
  }
  return seeded;
}
