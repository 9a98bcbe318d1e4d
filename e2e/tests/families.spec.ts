import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, logIn } from './support';

const DEMO_CLASS = 'CE1 des Tilleuls';

/** Signs the demo teacher in and opens the pupils of the demo class. */
async function openDemoClass(page: Page): Promise<void> {
  await logIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: DEMO_CLASS, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pupils of ${DEMO_CLASS}`);
}

/** The home code the pupils page shows for a pupil. */
async function homeCodeOf(page: Page, name: string): Promise<string> {
  const code = await page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .locator('code')
    .textContent();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  return code as string;
}

/** The demo class's code, as the class QR codes page prints it. */
async function demoClassCode(page: Page): Promise<string> {
  await page.goto('/user/qr-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Class QR codes' })).toBeVisible();
  const card = page.getByRole('article', { name: DEMO_CLASS, exact: true });
  await expect(card.locator('svg')).toBeVisible();
  const code = await card.locator('.class-qr__code').textContent();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  return code as string;
}

/**
 * A browser of its own, as a family's device would be (no teacher session). Its locale (en-US) makes the
 * web ask the US region first: the demo class lives in the EU, so every code also goes through the fallback.
 */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('the teacher prints the home-invite letters of the class, and one pupil letter', async ({ page }) => {
  await openDemoClass(page);
  const codeOfLea = await homeCodeOf(page, 'Léa');
  const pupils = await page.getByRole('table').getByRole('rowheader').count();
  expect(pupils).toBeGreaterThanOrEqual(20);

  await page.getByRole('link', { name: 'Invite families' }).click();
  await expect(page).toHaveURL(/\/class\/[0-9a-f-]+\/home-invite$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Letters for the families of ${DEMO_CLASS}`);
  // The class teaches in French: the letters are in French whatever the teacher reads.
  const letters = page.locator('article.letter');
  await expect(letters).toHaveCount(pupils);
  await expect(letters.locator('svg')).toHaveCount(pupils);
  const lea = page.getByRole('article', { name: 'Lettre à la famille de Léa' });
  await expect(lea.locator('.letter__code')).toHaveText(codeOfLea);
  await expect(lea.getByText('/home-connect', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  expect(await letters.first().evaluate((element) => getComputedStyle(element).breakAfter)).toBe('page');
  await page.emulateMedia({ media: 'screen' });

  // One pupil's letter, from the pupil's settings.
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Settings of Léa' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Print the home letter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Letter for the family of Léa');
  await expect(page.locator('article.letter')).toHaveCount(1);
  await expect(page.locator('.letter__code')).toHaveText(codeOfLea);
  await expect(page.locator('.letter .qr-code svg')).toBeVisible();
});

test('a parent connects with a home code and the child is greeted by name; wrong and class codes get their messages', async ({
  page,
  browser,
}) => {
  await openDemoClass(page);
  const code = await homeCodeOf(page, 'Hugo');
  const classCode = await demoClassCode(page);

  const parent = await freshPage(browser);
  await parent.goto('/portal');
  await parent.getByRole('link', { name: 'I have a home code' }).click();
  await expect(parent).toHaveURL(/\/home-connect$/);
  await expect(parent.getByRole('heading', { level: 1, name: 'Practise at home' })).toBeVisible();

  await parent.getByLabel('Home code').fill('ZZZZZZ');
  await parent.getByRole('button', { name: 'Start' }).click();
  await expect(parent.getByRole('alert')).toContainText('This code is not right. Check it with your teacher.');

  await parent.getByLabel('Home code').fill(classCode.toLowerCase());
  await parent.getByRole('button', { name: 'Start' }).click();
  await expect(parent.getByRole('alert')).toContainText('This is a class code for school. Use the home code your teacher gave you.');

  // Typed as a parent may type it: lower case, with a space.
  await parent.getByLabel('Home code').fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
  await parent.getByRole('button', { name: 'Start' }).click();
  await expect(parent).toHaveURL(/\/student$/);
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText('Hello, Hugo!');
  await expect(parent.getByText(`Class: ${DEMO_CLASS}`)).toBeVisible();
  expect(await parent.evaluate(() => localStorage.getItem('studentToken'))).toBeTruthy();

  // The QR code of the letter opens the form with the code filled in.
  await parent.goto(`/home-connect?code=${code.toLowerCase()}`);
  await expect(parent.getByLabel('Home code')).toHaveValue(code);
  await parent.context().close();
});

test('a refused student token is forgotten and the child connects again', async ({ browser }) => {
  const child = await freshPage(browser);
  await child.goto('/portal');
  await child.evaluate(() => localStorage.setItem('studentToken', 'not-a-token'));
  await child.goto('/student');
  await expect(child).toHaveURL(/\/student\/connect\?forceNewToken=true$/);
  await expect(child.getByRole('heading', { level: 1, name: 'Hello! Type your class code' })).toBeVisible();
  expect(await child.evaluate(() => localStorage.getItem('studentToken'))).toBeNull();
  await child.context().close();
});

test('a parent asks for a home code', async ({ browser }) => {
  const parent = await freshPage(browser);
  await parent.goto('/home-connect');
  await parent.getByRole('link', { name: 'No code? Ask the teacher for one' }).click();
  await expect(parent.getByRole('heading', { level: 1, name: 'Ask for a home code' })).toBeVisible();
  await expect(parent.getByLabel('Country', { exact: true })).toHaveValue('US');
  await parent.getByLabel('Country', { exact: true }).selectOption('FR');
  await parent.getByLabel("Teacher's email").fill('nobody.here@example.org');
  await parent.getByLabel("Child's full name").fill('Hugo Martin');
  await parent.getByLabel('Your email').fill('parent.martin@example.org');
  await parent.getByRole('button', { name: 'Send the request' }).click();
  await expect(parent.getByRole('alert')).toContainText('We could not find a teacher with this email. Check the address and the country.');
  await parent.getByLabel("Teacher's email").fill(DEMO.email);
  await parent.getByRole('button', { name: 'Send the request' }).click();
  await expect(parent.getByRole('status')).toContainText('Your request has been sent.');
  await parent.context().close();
});

test('at school, a pupil types the class code, taps their name and is greeted', async ({ page, browser }) => {
  await logIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Class QR codes' }).click();
  const classCode = await demoClassCode(page);

  const child = await freshPage(browser);
  await child.goto('/portal');
  await child.getByRole('link', { name: 'I have a class code' }).click();
  await child.getByLabel('Class code').fill('ZZZZZZ');
  await child.getByRole('button', { name: 'Go' }).click();
  await expect(child.getByRole('alert')).toContainText('This code is not right. Ask your teacher.');
  await child.getByLabel('Class code').fill(classCode);
  await child.getByRole('button', { name: 'Go' }).click();
  await expect(child.getByRole('heading', { level: 1, name: 'Who are you?' })).toBeVisible();
  await expect(child.getByText(DEMO_CLASS)).toBeVisible();
  await child.getByRole('button', { name: 'Zoé', exact: true }).click();
  await expect(child).toHaveURL(/\/student$/);
  await expect(child.getByRole('heading', { level: 1 })).toHaveText('Hello, Zoé!');

  // The classroom's QR code: the code and region come in the address, the names show at once.
  await child.goto(`/student/connect?code=${classCode}&region=eu-west-3&forceNewToken=true`);
  await expect(child.getByRole('button', { name: 'Jules', exact: true })).toBeVisible();
  await child.context().close();
});
