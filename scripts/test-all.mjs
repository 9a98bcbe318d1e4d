#!/usr/bin/env node
// The README's test command: every suite (unit, server on real PostgreSQL, end-to-end in Chromium),
// then one plain closing line `N passed, N failed` totalled from the runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const CHROMIUM = '/usr/bin/chromium';
const args = process.argv.slice(2);
const skipE2e = args.includes('--no-e2e');

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-qq'], env) === 0 && run('apt-get', ['install', '-y', '-qq', 'chromium'], env) === 0) {
      return existsSync(CHROMIUM);
    }
  }
  console.error('End-to-end tests need Chromium at /usr/bin/chromium: run `sudo apt-get install -y chromium`, then run the tests again.');
  return false;
}

/** Counts from vitest's JSON report (jest-compatible shape). */
function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A file that failed to load has no tests; count it as one failure so it cannot pass silently.
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

/** Counts from Playwright's JSON report. */
function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  if (stats.flaky > 0) console.warn(`${stats.flaky} end-to-end test(s) passed only on retry: look at them.`);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + (report.errors?.length ?? 0) };
}

const totals = { passed: 0, failed: 0 };
const add = (counts) => {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
};

console.log('\n▶ Unit and server suites (vitest)');
const vitestJson = join(out, 'vitest.json');
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitest = vitestCounts(vitestJson);
if (vitestStatus !== 0 && vitest.failed === 0) vitest.failed = 1;
add(vitest);

if (skipE2e) {
  console.log('\n(end-to-end suite skipped by --no-e2e)');
} else if (!ensureChromium()) {
  add({ passed: 0, failed: 1 });
} else {
  console.log('\n▶ Production build of the web app');
  if (run('npm', ['run', 'build']) !== 0) {
    add({ passed: 0, failed: 1 });
  } else {
    console.log('\n▶ End-to-end suite (Playwright in Debian Chromium)');
    const e2eJson = join(out, 'playwright.json');
    const status = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });
    const e2e = playwrightCounts(e2eJson);
    if (status !== 0 && e2e.failed === 0) e2e.failed = 1;
    add(e2e);
  }
}

writeFileSync(join(out, 'summary.json'), JSON.stringify(totals));
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
