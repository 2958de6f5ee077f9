import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Letters only, different per run, so that a journey can run again on the same database. */
export function letterRunId(): string {
  return Date.now().toString(36).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x').slice(-7);
}

/** The answer of the next API call with this method whose path matches. */
export function waitForApi(page: Page, method: string, pattern: RegExp) {
  return page.waitForResponse((response) => pattern.test(new URL(response.url()).pathname) && response.request().method() === method);
}

/**
 * Creates a student account (no class) in the coordinator's accounts screen and answers its
 * first-login credentials; the credentials dialog is closed again.
 */
export async function createStudentAccount(page: Page, firstName: string, surname: string): Promise<{ username: string; initial_password: string }> {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Konto anlegen' }) });
  await form.getByLabel('Vorname').fill(firstName);
  await form.getByLabel('Nachname').fill(surname);
  const created = waitForApi(page, 'POST', /\/accounts$/);
  await form.getByRole('button', { name: 'Konto anlegen' }).click();
  const { credentials } = (await (await created).json()) as { credentials: { username: string; initial_password: string } };
  await page.getByRole('button', { name: 'Fertig' }).click();
  return credentials;
}

/** Deactivates the account named `name` (as the accounts table shows it) after the confirmation. */
export async function deactivateAccount(page: Page, name: string): Promise<void> {
  const deactivation = waitForApi(page, 'POST', /\/deactivation$/);
  await page.getByRole('button', { name: `${name} deaktivieren` }).click();
  await page.getByRole('alertdialog', { name: `${name} deaktivieren?` }).getByRole('button', { name: 'Deaktivieren' }).click();
  expect((await deactivation).status()).toBe(200);
}
