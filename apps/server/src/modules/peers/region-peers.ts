import { REGIONS, type Region } from '@plume/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { places, users } from '../../db/schema/index.js';

/**
 * What one region may ask the others. Only these facts cross regions (SPEC: a user's data never
 * leaves its region): whether an email or referral code is taken, and the country of an account
 * so the login page can send its owner to the right region.
 */
export interface RegionPeers {
  /** The other region holding an account with this (lower-cased) email, and that account's country. */
  findAccountElsewhere(email: string): Promise<{ region: Region; country: string } | undefined>;
  /** True when another region issued this referral code. */
  referralCodeExistsElsewhere(code: string): Promise<boolean>;
  /** The other region whose directory knows this zip code and (normalised) city, and its country; public reference data. */
  findPlaceElsewhere(zipCode: string, searchCity: string): Promise<{ region: Region; country: string } | undefined>;
}

/** One process serving every region (development, tests): the others' databases are at hand. */
export function inProcessPeers(self: Region, dbs: Record<Region, Db>): RegionPeers {
  const others = REGIONS.filter((region) => region !== self);
  return {
    async findAccountElsewhere(email) {
      for (const region of others) {
        const [found] = await dbs[region].select({ country: users.country }).from(users).where(eq(users.email, email)).limit(1);
        if (found) return { region, country: found.country };
      }
      return undefined;
    },
    async referralCodeExistsElsewhere(code) {
      for (const region of others) {
        const [found] = await dbs[region].select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
        if (found) return true;
      }
      return false;
    },
    async findPlaceElsewhere(zipCode, searchCity) {
      for (const region of others) {
        const [found] = await dbs[region]
          .select({ country: places.country })
          .from(places)
          .where(and(eq(places.zipCode, zipCode), eq(places.searchCity, searchCity)))
          .limit(1);
        if (found) return { region, country: found.country };
      }
      return undefined;
    },
  };
}
