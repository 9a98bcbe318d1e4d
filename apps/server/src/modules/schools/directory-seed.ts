import { normaliseSearchText, type Region, regionOfCountry } from '@plume/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.js';
import { places, schools } from '../../db/schema/index.js';
import { schoolSearchText } from './service.js';

export interface DirectoryData {
  places: readonly { country: string; zipCode: string; city: string }[];
  schools: readonly { publicId: string | null; name: string; country: string; zipCode: string; city: string; address: string }[];
}

const BATCH = 1000;

async function insertInBatches<T>(items: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH) await insert(items.slice(start, start + BATCH));
}

/**
 * Loads the shipped directory into a region's empty places table, only the countries that region
 * serves, in one transaction. Returns the number of places and schools loaded (zeros when it had some).
 */
export async function seedDirectory(db: Db, region: Region, directory: DirectoryData): Promise<{ places: number; schools: number }> {
  return db.transaction(async (tx) => {
    // Two starts on one database must not both load it.
    await tx.execute(sql`select pg_advisory_xact_lock(20260103)`);
    const [any] = await tx.select({ id: places.id }).from(places).limit(1);
    if (any) return { places: 0, schools: 0 };
    const ours = directory.places.filter((place) => regionOfCountry(place.country) === region);
    await insertInBatches(ours, (batch) =>
      tx
        .insert(places)
        .values(batch.map((place) => ({ ...place, searchCity: normaliseSearchText(place.city) })))
        .onConflictDoNothing(),
    );
    const ourSchools = directory.schools.filter((school) => regionOfCountry(school.country) === region);
    const upserted = await upsertDirectorySchools(tx, ourSchools);
    return { places: ours.length, schools: upserted };
  });
}

/** Inserts schools, or updates the one with the same public id: loading a file twice changes nothing more. */
export async function upsertDirectorySchools(db: Queryable, all: DirectoryData['schools']): Promise<number> {
  // A public id listed twice keeps its last record.
  const byId = new Map(all.filter((record) => record.publicId).map((record) => [record.publicId, record]));
  const records = [...all.filter((record) => !record.publicId), ...byId.values()];
  const withId = records.filter((record) => record.publicId);
  const existing = new Map<string, string>();
  for (let start = 0; start < withId.length; start += BATCH) {
    const ids = withId.slice(start, start + BATCH).map((record) => record.publicId as string);
    const rows = await db.select({ id: schools.id, publicId: schools.publicId }).from(schools).where(inArray(schools.publicId, ids));
    for (const row of rows) if (row.publicId) existing.set(row.publicId, row.id);
  }
  const fresh = records.filter((record) => !record.publicId || !existing.has(record.publicId));
  const values = (record: DirectoryData['schools'][number]) => ({
    ...record,
    source: 'DIRECTORY' as const,
    searchText: schoolSearchText(record),
  });
  await insertInBatches(fresh, (batch) => db.insert(schools).values(batch.map(values)));
  for (const record of records) {
    const id = record.publicId ? existing.get(record.publicId) : undefined;
    if (id) await db.update(schools).set(values(record)).where(eq(schools.id, id));
  }
  return records.length;
}
