/**
 * Regenerates places.json (or places.json.gz) and schools.json from the data packages (devDependencies of
 * @plume/server). Run from apps/server: `npm run directory:generate`.
 */
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { buildPlaces, type EtalabCommune, sampleFrenchSchools, sampleOtherSchools, type ZipcodesEntry } from './build.js';
import { DIRECTORY_DIR, PLACES_FILE, PLACES_GZ_FILE, PLACES_GZIP_THRESHOLD_BYTES, SCHOOLS_FILE } from './files.js';
import type { PlaceRecord } from './types.js';

const SEED = 20_240_901;

const require = createRequire(import.meta.url);
const communes = require('@etalab/decoupage-administratif/data/communes.json') as EtalabCommune[];
const usCodes = (require('zipcodes/lib/codes.js') as { codes: Record<string, ZipcodesEntry> }).codes;
const canadaCodes = (require('zipcodes/lib/codesCanada.js') as { codes: Record<string, ZipcodesEntry> }).codes;

/** One record a line: readable diffs, and a file a line-oriented tool can grep. */
function jsonLines(rows: readonly object[]): string {
  return `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`;
}

const places: PlaceRecord[] = buildPlaces({ communes, usCodes, canadaCodes });
const schools = [...sampleFrenchSchools(communes, SEED), ...sampleOtherSchools(places, SEED + 1)];

const placesText = jsonLines(places);
const placesBytes = Buffer.byteLength(placesText);
if (placesBytes > PLACES_GZIP_THRESHOLD_BYTES) {
  await writeFile(new URL(PLACES_GZ_FILE, DIRECTORY_DIR), gzipSync(placesText, { level: 9 }));
  await rm(new URL(PLACES_FILE, DIRECTORY_DIR), { force: true });
} else {
  await writeFile(new URL(PLACES_FILE, DIRECTORY_DIR), placesText);
  await rm(new URL(PLACES_GZ_FILE, DIRECTORY_DIR), { force: true });
}
await writeFile(new URL(SCHOOLS_FILE, DIRECTORY_DIR), `${JSON.stringify(schools, null, 2)}\n`);

const count = (rows: readonly { country: string }[]) => {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.country] = (counts[row.country] ?? 0) + 1;
  return counts;
};
console.log(`places: ${places.length} rows, ${placesBytes} bytes`, count(places));
console.log(`schools: ${schools.length} rows`, count(schools));
