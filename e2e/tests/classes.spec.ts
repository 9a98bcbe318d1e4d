import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, logIn } from './support';

const COTEACHER = { email: 'demo.coteacher.fr@plume.test', password: DEMO.password, country: 'FR' } as const;

let counter = 0;
/** A class name no other test of the run uses (the demo teacher's class names must differ). */
function uniqueClassName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

/** Creates a class through the school search (69003, France) and lands on its pupils. */
async function createClass(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Create a class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a class' })).toBeVisible();
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('FR');
  await page.getByLabel('Search for your school').fill('69003');
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Change school' })).toBeVisible();
  await page.getByLabel('Class name').fill(name);
  await page.getByRole('checkbox', { name: 'CM1 (grade 4)' }).check();
  await page.getByRole('radio', { name: 'Green' }).check();
  await page.getByRole('radio', { name: 'Avatar 5' }).check();
  await page.getByRole('button', { name: 'Create the class' }).click();
  await expect(page).toHaveURL(/\/dashboard\/class\/[0-9a-f-]+\/students$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pupils of ${name}`);
}

/** Pastes text into the focused-to-be field as a user's clipboard would. */
async function paste(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label);
  await field.focus();
  await field.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function openPupil(page: Page, name: string) {
  await page.getByRole('button', { name: `Settings of ${name}` }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  // Not by name: renaming the pupil renames the dialog.
  return page.getByRole('dialog');
}

async function signedIn(browser: Browser, user: { email: string; password: string; country: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test('a teacher creates a class, adds pupils with Enter and by pasting, then renames, moves and deletes them', async ({ page }) => {
  const name = uniqueClassName('CM1 Pupils');
  await logIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  await createClass(page, name);
  await expect(page.getByText('No pupils yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add pupils' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add pupils' });
  await page.getByLabel("Pupil's name").fill('Ada');
  await page.getByLabel("Pupil's name").press('Enter');
  await page.getByLabel("Pupil's name").fill('Bruno');
  await page.getByLabel("Pupil's name").press('Enter');
  await paste(page, "Pupil's name", 'Chloé\nDaniel\r\nEva\n');
  await expect(dialog.getByText('5 pupils to add')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove Eva' }).click();
  await expect(dialog.getByText('4 pupils to add')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table');
  for (const pupil of ['Ada', 'Bruno', 'Chloé', 'Daniel']) await expect(table.getByRole('rowheader', { name: pupil })).toBeVisible();

  // A name already in the class is refused, and the clashing name is shown.
  await page.getByRole('button', { name: 'Add pupils' }).click();
  await page.getByLabel("Pupil's name").fill('ada');
  await page.getByLabel("Pupil's name").press('Enter');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('already has this name');
  await expect(dialog.getByText('(name already used)')).toBeAttached();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const ada = await openPupil(page, 'Ada');
  await ada.getByLabel('Name').fill('Adèle');
  await ada.getByRole('button', { name: 'Rename' }).click();
  await expect(ada.getByText('Saved.')).toBeVisible();
  await ada.getByLabel('World').selectOption('galaxy');
  await ada.getByRole('checkbox', { name: 'Cursive font' }).check();
  await expect(ada.getByRole('checkbox', { name: 'Cursive font' })).toBeChecked();
  await ada.getByRole('button', { name: 'Close' }).click();
  await expect(table.getByRole('row', { name: /Adèle/ })).toContainText('Galaxy');

  const bruno = await openPupil(page, 'Bruno');
  await bruno.getByLabel('Class', { exact: true }).selectOption({ label: 'CE1 des Tilleuls' });
  await bruno.getByRole('button', { name: 'Move' }).click();
  await expect(bruno).toBeHidden();
  await expect(table.getByRole('rowheader', { name: 'Bruno' })).toHaveCount(0);

  const chloe = await openPupil(page, 'Chloé');
  await chloe.getByRole('button', { name: 'Delete this pupil' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Chloé?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(table.getByRole('rowheader', { name: 'Chloé' })).toHaveCount(0);
  await expect(table.getByRole('rowheader', { name: 'Daniel' })).toBeVisible();
});

test('co-teaching, archive, restore, transfer and delete of a class', async ({ page, browser }) => {
  const name = uniqueClassName('CM1 Team');
  await logIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  await createClass(page, name);
  const classUrl = page.url().replace(/\/students$/, '');

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Settings of ${name}`);
  await page.getByLabel("Colleague's email").fill(COTEACHER.email);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Invitation sent.', { exact: false }).first()).toBeVisible();
  await page.getByLabel("Colleague's email").fill(COTEACHER.email);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('alert')).toContainText('already in the class');

  // The co-teacher accepts in their own session and can neither add pupils nor archive.
  const colleague = await signedIn(browser, COTEACHER);
  await colleague.getByRole('button', { name: `Accept the invitation to ${name}` }).click();
  await colleague.getByRole('link', { name }).click();
  await expect(colleague.getByRole('heading', { level: 1 })).toHaveText(`Pupils of ${name}`);
  await expect(colleague.getByText('ask them to add yours')).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Add pupils' })).toHaveCount(0);
  await colleague.getByRole('link', { name: 'Settings' }).click();
  await expect(colleague.getByRole('button', { name: 'Leave the class' })).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Archive the class' })).toHaveCount(0);
  await expect(colleague.getByRole('button', { name: 'Delete the class' })).toHaveCount(0);

  // The primary teacher sees the co-teacher, archives the class and restores it, from settings and from home.
  await page.reload();
  await expect(page.getByText(COTEACHER.email)).toBeVisible();
  await page.getByRole('button', { name: 'Archive the class' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive the class' }).click();
  await expect(page.getByText('This class is archived.')).toBeVisible();
  await page.getByRole('button', { name: 'Restore the class' }).click();
  await expect(page.getByRole('button', { name: 'Archive the class' })).toBeVisible();
  await page.getByRole('button', { name: 'Archive the class' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive the class' }).click();
  await expect(page.getByText('This class is archived.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to my classes' }).click();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await page.getByText(/^Archived classes/).click();
  await page.getByRole('button', { name: `Restore ${name}` }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();

  // Transfer to the co-teacher: the sender goes home and loses the class.
  await page.goto(`${classUrl}/settings`);
  await page.getByLabel('Email of the new primary teacher').fill(COTEACHER.email);
  await page.getByRole('button', { name: 'Transfer the class' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Transfer the class' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name })).toHaveCount(0);

  // The colleague, now primary teacher, deletes it by typing its name.
  await colleague.goto(`${classUrl}/settings`);
  await colleague.getByRole('button', { name: 'Delete the class' }).click();
  const confirm = colleague.getByRole('alertdialog');
  await expect(confirm.getByRole('button', { name: 'Delete the class' })).toBeDisabled();
  await confirm.getByLabel(/Type the class name/).fill(name);
  await confirm.getByRole('button', { name: 'Delete the class' }).click();
  await expect(colleague).toHaveURL(/\/dashboard$/);
  await expect(colleague.getByRole('link', { name })).toHaveCount(0);
  await colleague.context().close();
});
