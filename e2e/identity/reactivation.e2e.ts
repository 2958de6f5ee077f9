import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudentAccount, deactivateAccount, letterRunId, waitForApi } from './accounts-support';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/**
 * Reactivation with a code (decision 104, spec "Landing page"): the school coordinator creates a
 * student and deactivates it; the student signs in, lands on the landing page and makes a code;
 * the coordinator enters the code in the accounts screen and the account is active again. A fresh
 * account of its own, so the demo account `deaktiviert` stays as other journeys need it; it is
 * deactivated again at the end, like the accounts other journeys create.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const runId = letterRunId();
const NEW_PASSWORD = 'Reaktivierung-Passwort-2026';

describe('reactivation with a code', () => {
  it('the coordinator reactivates a deactivated student with the code the student made on the landing page', { timeout: 240_000 }, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schuladmin', '/verwaltung/konten');
    await page.getByRole('heading', { level: 1, name: 'Konten von Schüler*innen und Lehrkräften' }).waitFor();

    // A student of its own, deactivated at once.
    const name = `Rea Aktiv${runId}`;
    const credentials = await createStudentAccount(page, 'Rea', `Aktiv${runId}`);
    await deactivateAccount(page, name);
    const row = page.getByRole('row', { name: new RegExp(`Aktiv${runId}, Rea`) });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Deaktiviert');

    // The student's first sign-in: own password, then the landing page of deactivated accounts.
    const studentContext = await newContext(browser, { width: 375 });
    const student = await studentContext.newPage();
    await student.goto('/');
    await student.waitForURL(/\/realms\/berufswahl\//);
    await student.getByLabel('Benutzername').fill(credentials.username);
    await student.getByLabel('Passwort').fill(credentials.initial_password);
    await student.getByRole('button', { name: 'Anmelden' }).click();
    await student.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }).waitFor();
    await student.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
    await student.getByLabel('Neues Passwort wiederholen').fill(NEW_PASSWORD);
    await student.getByRole('button', { name: 'Passwort speichern und weiter' }).click();
    await student.waitForURL((url) => url.pathname === '/landingpage', { timeout: 30_000 });
    const generated = waitForApi(student, 'PATCH', /\/users\/me\/reactivation-code$/);
    await student.getByTestId('reactivation-generate').click();
    expect((await generated).status()).toBeLessThan(300);
    const code = (await student.getByTestId('reactivation-code').innerText()).replace(/\s/g, '');
    expect(code).toMatch(/^\d{12}$/);
    await studentContext.close();

    // The coordinator enters the code (as printed, with spaces): the account is active again.
    const codeField = page.getByRole('textbox', { name: /^Reaktivierungscode/ });
    await codeField.fill(code.replace(/(\d{4})(?=\d)/g, '$1 '));
    const reactivated = waitForApi(page, 'POST', /\/reactivations$/);
    await page.getByRole('button', { name: 'Konto übernehmen' }).click();
    expect((await reactivated).status()).toBe(200);
    await expect
      .poll(() => page.getByTestId('route-announcer').innerText(), { timeout: 15_000 })
      .toContain(`Das Konto von ${name} ist wieder aktiv`);
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).not.toContain('Deaktiviert');
    expect(await codeField.inputValue()).toBe('');
    await screenshot(page, 'administration-reactivated');
    await expectNoAxeViolations(page, 'accounts screen after a reactivation');

    // A used code does not work twice.
    await codeField.fill(code);
    const again = waitForApi(page, 'POST', /\/reactivations$/);
    await page.getByRole('button', { name: 'Konto übernehmen' }).click();
    // Used up, it finds no account any more – as if it had never existed.
    expect((await again).status()).toBe(404);
    await expect.poll(() => page.locator('form').filter({ has: codeField }).innerText()).toContain('nicht gültig');

    // The trail names it; the account is deactivated again, as the journeys leave their accounts.
    await deactivateAccount(page, name);
    await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Protokoll' }).click();
    await expect.poll(() => page.getByRole('table').innerText(), { timeout: 15_000 }).toContain('Konto reaktiviert');
    await context.close();
  });
});
