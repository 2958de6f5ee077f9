import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudentAccount, deactivateAccount, letterRunId, waitForApi } from './accounts-support';
import { tabTo } from '../shell/shell-support';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/**
 * Moving with a transfer code (decision 197): the school coordinator issues a code in the accounts
 * screen; a deactivated student enters it on the landing page by keyboard, lands in the app as a
 * student without a class and is told why; the coordinator finds the student under "ohne Klasse".
 * A fresh account of its own (the demo account `deaktiviert` stays as other journeys need it),
 * deactivated again at the end like the accounts other journeys create.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const runId = letterRunId();
const NEW_PASSWORD = 'Wechsel-Passwort-2026';

describe('moving with a transfer code', () => {
  it('the coordinator issues a code, the deactivated student enters it by keyboard and lands in the app', { timeout: 300_000 }, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schuladmin', '/verwaltung/konten');
    await page.getByRole('heading', { level: 1, name: 'Konten von Schüler*innen und Lehrkräften' }).waitFor();

    // A student of its own, without a class, deactivated at once.
    const name = `Wera Wechsel${runId}`;
    const credentials = await createStudentAccount(page, 'Wera', `Wechsel${runId}`);
    await deactivateAccount(page, name);

    // The coordinator issues a transfer code, by keyboard: shown once, with its expiry, announced.
    // (The closed confirmation hands focus back to its trigger a moment later: focus until it stays.)
    const issueButton = page.getByRole('button', { name: 'Wechselcode erzeugen' });
    await expect
      .poll(
        async () => {
          await issueButton.focus();
          await page.waitForTimeout(300);
          return issueButton.evaluate((element) => element === document.activeElement);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const issued = waitForApi(page, 'POST', /\/transfer-codes$/);
    await page.keyboard.press('Enter');
    expect((await issued).status()).toBe(201);
    const shownCode = page.getByTestId('transfer-code');
    await expect.poll(() => shownCode.innerText(), { timeout: 15_000 }).toMatch(/^\d{5} \d{5}$/);
    await expect.poll(() => page.getByTestId('route-announcer').innerText(), { timeout: 15_000 }).toContain('Der Wechselcode');
    const code = await shownCode.innerText();
    await expectNoAxeViolations(page, 'accounts screen with a transfer code');
    await screenshot(page, 'administration-transfer-code');

    // The student's first sign-in (own password), then the landing page of deactivated accounts.
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

    // A wrong code first: a clear message at the field, nothing moves.
    const codeField = student.getByRole('textbox', { name: /^Wechselcode/ });
    await tabTo(student, codeField);
    await student.keyboard.type('1111 1111 11');
    const wrong = waitForApi(student, 'POST', /\/users\/me\/transfer$/);
    await student.keyboard.press('Enter');
    expect((await wrong).status()).toBe(404);
    await expect.poll(() => student.locator('form').filter({ has: codeField }).innerText(), { timeout: 15_000 }).toContain('nicht gültig');
    await expectNoAxeViolations(student, 'landing page with a wrong transfer code');

    // The right code, typed: the account moves and the app opens as the student's.
    await codeField.focus();
    await student.keyboard.press('ControlOrMeta+a');
    await student.keyboard.type(code);
    const moved = waitForApi(student, 'POST', /\/users\/me\/transfer$/);
    await student.keyboard.press('Enter');
    expect((await moved).status()).toBe(200);
    await student.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await expect.poll(() => student.getByTestId('student-without-class').innerText(), { timeout: 20_000 }).toContain('Du bist noch keiner Klasse zugeordnet');
    await expectNoAxeViolations(student, 'dashboard of a student without a class');
    await screenshot(student, 'transfer-student-dashboard-375');
    await studentContext.close();

    // The coordinator finds the student under "ohne Klasse" (the notice's link).
    await page.goto('/verwaltung/konten?ohne-klasse=1');
    const row = page.getByRole('row', { name: new RegExp(`Wechsel${runId}, Wera`) });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Aktiv');
    expect(await page.getByRole('checkbox', { name: /Nur Schüler\*innen ohne Lerngruppe zeigen/ }).isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'accounts without a class');

    // Left as the journeys leave their accounts: deactivated.
    await deactivateAccount(page, name);
    await context.close();
  });
});
