// npm run directory:load -w @plume/server -- --file <Annuaire de l'éducation CSV>
// Upserts the French schools of the ministry's open-data file into the eu-west-3 database (by UAI).
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { regionOfCountry } from '@plume/domain';
import { loadConfig } from '../../config.js';
import { startDatabases } from '../../db/client.js';
import { parseFrenchSchoolDirectoryCsv } from './directory/index.js';
import { upsertDirectorySchools } from './directory-seed.js';

const { values } = parseArgs({ options: { file: { type: 'string' } } });
if (!values.file) {
  console.error('Usage: npm run directory:load -w @plume/server -- --file <path to the CSV>');
  process.exit(2);
}
const records = parseFrenchSchoolDirectoryCsv(await readFile(values.file, 'utf8')).filter(
  (record) => record.publicId && regionOfCountry(record.country) === 'eu-west-3',
);
const databases = await startDatabases(loadConfig());
try {
  const { db } = databases.regions['eu-west-3'];
  const count = await db.transaction((tx) => upsertDirectorySchools(tx, records));
  console.log(`${count} schools loaded into eu-west-3.`);
} finally {
  await databases.stop();
}
