import { expect, test } from '@playwright/test';
import { DEMO, latestMail, linkIn, logIn, uniqueEmail } from './support';

test('the demo teacher printed on the console signs in', async ({ page }) => {
  await logIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO.firstName);
});

test('a teacher signs up, logs out and logs in again', async ({ page }) => {
  const email = uniqueEmail('signup');
  const password = 'tulip-garden-42';
  await page.goto('/signup?job=TEACHER');
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Martin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Country', { exact: true }).selectOption('US');
  await page.getByRole('checkbox', { name: /robot/i }).click();
  await expect(page.getByText(/verified/i)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nora');
  // The account lives in the US region: the stored token names it.
  const region = await page.evaluate(() => JSON.parse(atob((localStorage.getItem('token') ?? '').split('.')[1] ?? '')).awsRegion);
  expect(region).toBe('us-east-1');

  await page
    .getByRole('button', { name: /account|Nora/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await logIn(page, { email, password, country: 'US' });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await logIn(page, { ...DEMO, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText(/email or password/i);
  await expect(page).toHaveURL(/\/login/);
});

test('an account of the other region is pointed to its country', async ({ page }) => {
  await logIn(page, { ...DEMO, country: 'US' });
  await expect(page.getByRole('alert')).toContainText('France');
});

test('forgot password: the emailed link resets it once, then the new password signs in', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await page.goto('/signup?job=PARENT');
  await page.getByLabel('First name').fill('Léa');
  await page.getByLabel('Last name').fill('Durand');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-secret-77');
  await page.getByLabel('Country', { exact: true }).selectOption('FR');
  await page.getByRole('checkbox', { name: /robot/i }).click();
  await expect(page.getByText(/verified/i)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => localStorage.clear());

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Country', { exact: true }).selectOption('FR');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();

  const mail = await latestMail(request, email);
  const link = linkIn(mail);
  expect(link.pathname).toBe('/reset-password');
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password').fill('second-secret-88');
  await page.getByLabel('Confirm password').fill('second-secret-88');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/login/);

  await logIn(page, { email, password: 'first-secret-77', country: 'FR' });
  await expect(page.getByRole('alert')).toBeVisible();
  await logIn(page, { email, password: 'second-secret-88', country: 'FR' });
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same link a second time has expired and asks for the email again.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password').fill('third-secret-99');
  await page.getByLabel('Confirm password').fill('third-secret-99');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText(/expired/i);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  const second = await latestMail(request, email, 1);
  expect(linkIn(second).search).not.toBe(link.search);
});

test('an expired sign-in link lands on login with the message', async ({ page }) => {
  await page.goto('/email-link/login?token=eu-west-3.this-link-does-not-exist');
  await expect(page).toHaveURL(/\/login\?error=LOGIN_LINK_EXPIRED/);
  await expect(page.getByRole('alert')).toBeVisible();
});
