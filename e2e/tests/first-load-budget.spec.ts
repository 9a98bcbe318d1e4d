import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The budget is for what a browser really downloads to show /login and let the user type, counted as
// the gzipped size of every JavaScript file it fetched once the network is idle (1 KB = 1000 bytes).
const BUDGET_BYTES = 170_000;

test('the JavaScript loaded by /login stays within 170 KB gzipped', async ({ page }) => {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.set(new URL(response.url()).pathname, gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await page.waitForLoadState('networkidle');

  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const table = [...sizes].sort((a, b) => b[1] - a[1]).map(([file, size]) => `${(size / 1000).toFixed(1).padStart(6)} KB ${file}`);
  console.log(`/login loads ${(total / 1000).toFixed(1)} KB of gzipped JavaScript:\n${table.join('\n')}`);
  expect(sizes.size).toBeGreaterThan(0);
  expect(total, table.join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
});
