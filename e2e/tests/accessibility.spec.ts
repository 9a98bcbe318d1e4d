import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, logIn } from './support';

const PUBLIC_SCREENS = [
  '/portal',
  '/signup-choices',
  '/signup?job=TEACHER',
  '/login',
  '/login?error=LOGIN_LINK_EXPIRED',
  '/forgot-password',
  '/reset-password?token=eu-west-3.abcdefghijklmnop',
  '/set-password?token=eu-west-3.abcdefghijklmnop',
  '/compatibility',
  '/something-went-wrong',
];

for (const path of PUBLIC_SCREENS) {
  for (const lng of ['en', 'fr']) {
    test(`${path} (${lng}) has no serious accessibility violation`, async ({ page }) => {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test('the dashboard has no serious accessibility violation', async ({ page }) => {
  await logIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
