// Budget for the first load of /login (issue brief): the JavaScript of the entry chunk, of the chunks the
// boot always loads (the browser check) and of the /login screen, gzipped, must stay within 170 KB.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Kilobytes of 1000 bytes, as Vite prints them: the stricter reading of "170 KB".
const BUDGET_KB = 170;
const KB = 1000;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

// main.tsx imports the browser check dynamically but awaits it before the first render: it counts.
const BOOT_MODULES = ['src/features/compatibility/check-browser.ts'];
const LOGIN_ROUTE = 'src/app/pages/login-page.tsx';
// The boot also loads the words of one language: count the heavier of the two.
const LANGUAGE_MODULES = ['src/i18n/en.json', 'src/i18n/fr.json'];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest: was the build run with build.manifest?');
for (const key of [...BOOT_MODULES, LOGIN_ROUTE, ...LANGUAGE_MODULES]) {
  if (!manifest[key]) throw new Error(`${key} is not in the manifest: update scripts/check-bundle-size.mjs`);
}

/** The chunk of a manifest key and every chunk it imports statically (what the browser must fetch). */
function collect(key, files = new Map()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.set(chunk.file, key);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const files = new Map();
for (const key of [entryKey, ...BOOT_MODULES, LOGIN_ROUTE]) {
  for (const [file, source] of collect(key)) files.set(file, source);
}

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const heavierLanguage = LANGUAGE_MODULES.reduce((a, b) => (gzipSize(manifest[a].file) >= gzipSize(manifest[b].file) ? a : b));
for (const [file, source] of collect(heavierLanguage)) files.set(file, source);

let total = 0;
const rows = [...files].map(([file, source]) => {
  const size = gzipSize(file);
  total += size;
  return { size, file, source };
});
rows.sort((a, b) => b.size - a.size);
for (const { size, file, source } of rows) {
  console.log(`${(size / KB).toFixed(2).padStart(8)} kB  ${file}  (${source})`);
}
const totalKb = total / KB;
console.log(
  `\n/login first load: ${totalKb.toFixed(2)} kB (${(total / 1024).toFixed(2)} KiB) of JavaScript gzipped, budget ${BUDGET_KB} kB`,
);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(2)} kB`);
  process.exit(1);
}
