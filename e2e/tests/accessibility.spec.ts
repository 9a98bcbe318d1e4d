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
  '/home-connect?code=ab3k7q',
  '/request-home-code',
  '/student/connect?forceNewToken=true',
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

for (const lng of ['en', 'fr']) {
  test(`the class screens (${lng}) have no serious accessibility violation`, async ({ page }) => {
    await logIn(page, DEMO);
    await expect(page).toHaveURL(/\/dashboard$/);
    const classPath = await page.locator('.class-card a').first().getAttribute('href');
    const screens = ['/dashboard', '/dashboard/account', '/dashboard/classes/new', classPath, classPath?.replace(/students$/, 'settings')];
    for (const path of screens) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
    // The add-pupils dialog and a pupil's settings dialog.
    await page.goto(`${classPath}?lng=${lng}`);
    await page.locator('.student-table__actions button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: lng === 'en' ? 'Add pupils' : 'Ajouter des élèves' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

for (const lng of ['en', 'fr']) {
  test(`the family and pupil screens (${lng}) have no serious accessibility violation`, async ({ page, browser }) => {
    await logIn(page, DEMO);
    await expect(page).toHaveURL(/\/dashboard$/);
    const classPath = (await page.locator('.class-card a').first().getAttribute('href')) ?? '';
    const classId = classPath.split('/')[3];
    for (const path of [`/class/${classId}/home-invite`, '/user/qr-codes']) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.qr-code svg').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    const classCode = await page.locator('.class-qr__code').first().textContent();

    // The pupil side, in a browser without the teacher's session: the name picker, then the pupil's home.
    const child = await (await browser.newContext()).newPage();
    await child.goto(`/student/connect?code=${classCode}&region=eu-west-3&lng=${lng}`);
    await expect(child.locator('.student__name').first()).toBeVisible();
    await expectNoSeriousA11yViolations(child);
    await child.locator('.student__name').first().click();
    await expect(child).toHaveURL(/\/student$/);
    await expect(child.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(child);
    await child.context().close();
  });
}
