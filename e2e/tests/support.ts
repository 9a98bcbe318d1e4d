import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo.fr@plume.test', password: 'plume-demo-2026', country: 'FR', firstName: 'Camille' } as const;

let counter = 0;
/** An address no earlier run has used: the e2e database is new each run, but tests share it. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.org`;
}

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
}

/** The newest message sent to an address, waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, to: string, previous = 0): Promise<MailboxMessage> {
  let messages: MailboxMessage[] = [];
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      messages = (await res.json()) as MailboxMessage[];
      return messages.length;
    })
    .toBeGreaterThan(previous);
  return messages[0] as MailboxMessage;
}

/** The first link to our app in a message's text. */
export function linkIn(message: MailboxMessage): URL {
  const match = message.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in "${message.subject}"`);
  return new URL(match[0]);
}

/** Fails on serious or critical axe-core violations of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Fills the login form: email, password, country, and the country confirmation. */
export async function logIn(page: Page, user: { email: string; password: string; country: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Country', { exact: true }).selectOption(user.country);
  await page.getByLabel(/^My country is/).check();
  await page.getByRole('button', { name: 'Log in' }).click();
}
