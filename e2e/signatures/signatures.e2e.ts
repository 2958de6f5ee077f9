import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissNotifications, dismissWelcome, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SCHOOL_A = 'Alexander-von-Humboldt-Gesamtschule';
const DOCUMENT_TITLE = /Vereinbarung zur Auftragsverarbeitung/;

/** A calendar day in German time, `days` from today. */
function germanDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

async function openLandOverview(page: Page) {
  await page.goto('/verwaltung/avv');
  await page.getByRole('heading', { level: 1, name: 'Bestätigungen der Schulen' }).waitFor({ timeout: 15_000 });
  await page.getByRole('table').waitFor({ timeout: 15_000 });
}

async function setDeadline(page: Page, day: string) {
  const field = page.getByLabel(/^Letzter Tag der Bestätigung/);
  await field.fill(day);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/signatures/v1/land/flow') && response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Frist speichern' }).click();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => page.locator('main').innerText(), { timeout: 15_000 }).toContain('Die Frist ist gespeichert');
}

function schoolRow(page: Page) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(SCHOOL_A) }) });
}

function warning(page: Page) {
  return page.getByRole('region', { name: /^Bestätigung offen/ });
}

describe('signatures: the AVV confirmation', () => {
  it('landadmin moves the deadline, schuladmin is sent to the flow, postpones, confirms; the demo state is restored', async () => {
    const landContext = await newContext(browser);
    const land = await landContext.newPage();
    await signIn(land, 'landadmin');
    await land.getByRole('region', { name: 'Bestätigungen der AVV' }).getByRole('link', { name: 'Zu den Bestätigungen' }).click();
    await land.getByRole('heading', { level: 1, name: 'Bestätigungen der Schulen' }).waitFor({ timeout: 15_000 });
    await land.getByRole('table').waitFor({ timeout: 15_000 });
    const originalDeadline = await land.getByLabel(/^Letzter Tag der Bestätigung/).inputValue();
    expect(originalDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await schoolRow(land).innerText()).toContain('Offen');
    await screenshot(land, 'signatures-land-overview');
    await expectNoAxeViolations(land, 'signature overview of the Land');

    const schoolContext = await newContext(browser, { width: 375 });
    const school = await schoolContext.newPage();
    try {
      // Into the redirect window (the last 14 days).
      await setDeadline(land, germanDay(5));

      await signIn(school, 'schuladmin');
      await expect.poll(() => new URL(school.url()).pathname, { timeout: 15_000 }).toMatch(/^\/slp\/[0-9a-f-]{36}$/);
      await school.getByRole('heading', { level: 1, name: DOCUMENT_TITLE }).waitFor({ timeout: 15_000 });
      const facts = await school.getByRole('definition').allInnerTexts();
      expect(facts).toEqual(expect.arrayContaining([SCHOOL_A, 'Katrin Hoffmann']));
      expect(await school.getByRole('region', { name: 'Text des Dokuments' }).innerText()).toContain('Art. 28 DSGVO');
      await expectNoHorizontalScroll(school);
      await screenshot(school, 'signatures-flow-375');
      await expectNoAxeViolations(school, 'signature flow at 375 px');

      // "Später erinnern": the dashboard with the warning, and no redirect on the next load.
      await school.getByRole('button', { name: 'Später erinnern' }).click();
      await expect.poll(() => new URL(school.url()).pathname, { timeout: 15_000 }).toBe('/');
      // The welcome offer and notification dialogs waited for the signature page (decision 185).
      await school.locator('html[data-onboarding="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
      await dismissWelcome(school);
      await school.locator('html[data-notifications="idle"], html[data-notifications="off"]').or(school.locator('.modal.notification [role="dialog"]')).first().waitFor({ state: 'attached', timeout: 20_000 });
      await dismissNotifications(school);
      await warning(school).waitFor({ timeout: 15_000 });
      expect(await warning(school).innerText()).toMatch(/Noch \d+ Tage bis zur Frist/);
      await expectNoAxeViolations(school, 'dashboard with the signature warning');
      await school.reload();
      await warning(school).waitFor({ timeout: 15_000 });
      expect(new URL(school.url()).pathname).toBe('/');

      // Confirm through the warning's link; the checkbox is required.
      await warning(school).getByRole('link', { name: 'Dokument lesen und bestätigen' }).click();
      await school.getByRole('heading', { level: 1, name: DOCUMENT_TITLE }).waitFor({ timeout: 15_000 });
      await school.getByRole('button', { name: 'Verbindlich bestätigen' }).click();
      await expect.poll(() => school.getByRole('alert').allInnerTexts()).toContain('Bitte setzen Sie zuerst das Häkchen, um zu bestätigen.');
      await expectNoAxeViolations(school, 'signature flow with the missing checkbox');
      await school.getByText('Ich habe das Dokument gelesen und bestätige es verbindlich im Auftrag der Schulleitung.').click();
      const confirmed = school.waitForResponse((response) => response.url().endsWith('/confirm') && response.request().method() === 'POST');
      await school.getByRole('button', { name: 'Verbindlich bestätigen' }).click();
      expect((await confirmed).status()).toBe(200);
      await expect.poll(() => school.locator('main').innerText(), { timeout: 15_000 }).toContain('von Katrin Hoffmann');
      await expectNoAxeViolations(school, 'confirmed signature flow');

      await school.getByRole('link', { name: 'Zur Startseite' }).click();
      await school.getByRole('region', { name: 'Kennzahlen' }).or(school.getByRole('region', { name: 'News und Termine' })).first().waitFor({ timeout: 15_000 });
      await expect.poll(() => warning(school).count(), { timeout: 15_000 }).toBe(0);
      // The school's own status (GET /signature/status/my) takes the warning's place (issue 14).
      const status = school.getByTestId('signature-status');
      await expect.poll(() => status.innerText(), { timeout: 15_000 }).toMatch(/Ihre Schule hat das Dokument am .+ bestätigt, durch Katrin Hoffmann\./);
      await expectNoAxeViolations(school, 'dashboard with the school\'s confirmation');

      await openLandOverview(land);
      await expect.poll(() => schoolRow(land).innerText(), { timeout: 15_000 }).toContain('Bestätigt am');
      expect(await schoolRow(land).innerText()).toContain('Katrin Hoffmann');
      await expectNoAxeViolations(land, 'signature overview with a confirmation');
    } finally {
      // Restore the demo state: withdraw the confirmation (the record stays) and the deadline.
      await openLandOverview(land);
      const withdraw = schoolRow(land).getByRole('button', { name: `Bestätigung der Schule ${SCHOOL_A} zurücknehmen` });
      if ((await withdraw.count()) > 0) {
        await withdraw.click();
        await expect.poll(() => schoolRow(land).innerText(), { timeout: 15_000 }).toContain('Offen');
      }
      await setDeadline(land, originalDeadline);
      await Promise.all([landContext.close(), schoolContext.close()]);
    }
  }, 240_000);
});
