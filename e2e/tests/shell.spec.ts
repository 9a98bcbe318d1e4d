import { expect, test } from '@playwright/test';

test('unknown paths and the root go to the portal', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/portal$/);
});

test('signed-out visitors of the dashboard are sent to login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('?lng=fr shows French and sets the page language', async ({ page }) => {
  await page.goto('/login?lng=fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the language switch stores the preference across visits', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /Français/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  await page.goto('/portal');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });
  test('falls back to English', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  });
});

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });
  test('gets French, and France pre-selected as the country', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByLabel('Pays', { exact: true })).toHaveValue('FR');
  });
});

test.describe('an old browser', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.113 Safari/537.36',
  });
  test('sees the compatibility screen instead of the app', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/browser/i);
    await expect(page.getByText('60.0.3112.113')).toBeVisible();
    await expect(page.getByRole('link', { name: /Chrome/ })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
  });
});
