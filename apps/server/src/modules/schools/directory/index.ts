import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { DIRECTORY_DIR, PLACES_FILE, PLACES_GZ_FILE, SCHOOLS_FILE } from './files.js';
import type { PlaceRecord, SchoolRecord } from './types.js';

export { parseFrenchSchoolDirectoryCsv } from './open-data.js';
export type { PlaceRecord, SchoolRecord } from './types.js';
export { isValidUai, uaiCheckLetter } from './uai.js';

async function readPlacesText(): Promise<string> {
  try {
    return await readFile(new URL(PLACES_FILE, DIRECTORY_DIR), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return gunzipSync(await readFile(new URL(PLACES_GZ_FILE, DIRECTORY_DIR))).toString('utf8');
  }
}

/**
 * The directory shipped with the server: real places (postal codes and place names) for France and its overseas
 * territories, Belgium, the United States and Canada, and a few hundred SAMPLE schools (see README.md).
 */
export async function loadShippedDirectory(): Promise<{ places: PlaceRecord[]; schools: SchoolRecord[] }> {
  const [placesText, schoolsText] = await Promise.all([readPlacesText(), readFile(new URL(SCHOOLS_FILE, DIRECTORY_DIR), 'utf8')]);
  return { places: JSON.parse(placesText) as PlaceRecord[], schools: JSON.parse(schoolsText) as SchoolRecord[] };
}
