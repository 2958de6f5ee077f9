import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const BARRIER_API = '/api/messaging/v1/support-tickets/barrier';

async function isFocused(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab until the element has focus (keyboard only). */
async function tabTo(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  for (let step = 0; step < 20; step++) {
    if (await isFocused(page, locator)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('element never received focus by Tab');
}

describe('barrier report', () => {
  it('is reported by keyboard alone: reached through the menu, validation first, then sent, thanked (visibly and announced) and closed', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer2');
    await page.goto('/imprint');
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    // Skip link → the menu's accessibility section → "Barriere melden".
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    const reportLink = nav.getByRole('link', { name: 'Barriere melden' });
    await reportLink.waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Zu den Einstellungen für Barrierefreiheit springen' }));
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('barrierefreiheit');
    await tabTo(page, reportLink);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Barriere melden' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Erklärung zur Barrierefreiheit' }).getAttribute('href')).toBe('/barrier-free-info');
    await screenshot(page, 'barrier-dialog');
    await expectNoAxeViolations(page, 'barrier dialog');

    const submit = dialog.getByRole('button', { name: 'Barriere melden', exact: true });
    const title = dialog.getByRole('textbox', { name: /^Titel/ });
    const description = dialog.getByRole('textbox', { name: /^Beschreibung/ });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    // Spec 4: the first erroneous field takes focus and says what is wrong.
    await expect.poll(() => isFocused(page, title)).toBe(true);
    await expect.poll(() => dialog.innerText()).toContain('Titel ist ein Pflichtfeld');
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'barrier dialog with errors');

    await page.keyboard.type('Knopf nicht erreichbar');
    await tabTo(page, description);
    await page.keyboard.type('Der Knopf „Speichern“ lässt sich mit der Tastatur nicht erreichen.');
    const sent = page.waitForResponse((response) => response.url().endsWith(BARRIER_API) && response.request().method() === 'POST');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      subject: 'Knopf nicht erreichbar',
      description: 'Der Knopf „Speichern“ lässt sich mit der Tastatur nicht erreichen.',
      page_url: expect.stringMatching(/\/imprint$/),
    });
    // The thanks is visible in the dialog (not only announced), and "Schließen" has the focus.
    const thanks = dialog.getByRole('status');
    await expect.poll(() => thanks.innerText()).toBe('Vielen Dank! Ihre Meldung ist angekommen.');
    await expect.poll(() => page.getByTestId('route-announcer').innerText()).toContain('Vielen Dank! Ihre Meldung ist angekommen.');
    await expect.poll(() => isFocused(page, dialog.getByRole('button', { name: 'Schließen', exact: true }))).toBe(true);
    await screenshot(page, 'barrier-dialog-thanks');
    // react-aria's own live announcer briefly holds a node of the replaced form (see axe-sweep.e2e.ts).
    await expect.poll(() => page.locator('[data-live-announcer] [role="img"]').count(), { timeout: 15_000 }).toBe(0);
    await expectNoAxeViolations(page, 'barrier dialog thanks');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/imprint');
    await context.close();
  });

  it("shows the server's answer under the form and stays open when sending fails", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schueler2');
    await page.route(`**${BARRIER_API}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'Das Ticketsystem ist gerade nicht erreichbar.' }),
      }),
    );
    await page.goto('/?barrier_modal');
    const dialog = page.getByRole('dialog', { name: 'Barriere melden' });
    await dialog.waitFor();
    // Students are addressed with du.
    expect(await dialog.innerText()).toContain('Deine Meldung geht an das Support-Team');
    await dialog.getByRole('textbox', { name: /^Titel/ }).fill('Video ohne Untertitel');
    await dialog.getByRole('textbox', { name: /^Beschreibung/ }).fill('Das Erklärvideo hat keine Untertitel.');
    await dialog.getByRole('button', { name: 'Barriere melden', exact: true }).click();
    const error = dialog.getByRole('alert');
    await expect.poll(() => error.innerText()).toBe('Das Ticketsystem ist gerade nicht erreichbar.');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Barriere melden', exact: true }).isEnabled()).toBe(true);
    await screenshot(page, 'barrier-dialog-error');
    await expectNoAxeViolations(page, 'barrier dialog with a server error');

    await dialog.getByRole('button', { name: 'Barriere melden schließen' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('answers with the German message when the API is asked directly without a title', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let authorization = '';
    page.on('request', (request) => {
      const header = request.headers().authorization;
      if (header && request.url().includes('/api/')) authorization = header;
    });
    await signIn(page, 'lehrer-neu');
    const response = await page.request.post(BARRIER_API, { headers: { authorization }, data: { subject: '', description: 'x' } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Titel ist ein Pflichtfeld' });
    await context.close();
  });
});

describe('technical support', () => {
  it('builds a mail draft with the context block for the school coordinator, by keyboard alone from the menu', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.href.startsWith('mailto:')) {
          (window as unknown as { openedMailto: string }).openedMailto = this.href;
          return;
        }
        click.call(this);
      };
    });
    await signIn(page, 'schuladmin');
    const supportLink = page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Support' });
    await supportLink.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Technischen Support anfragen' });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.has('technical_support_modal')).toBe(true);
    await expectNoAxeViolations(page, 'technical support dialog');
    const submit = dialog.getByRole('button', { name: 'E-Mail erstellen' });
    const title = dialog.getByRole('textbox', { name: /^Titel/ });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.innerText()).toContain('Titel ist ein Pflichtfeld');
    // Spec 4: the first erroneous field takes focus.
    await expect.poll(() => isFocused(page, title)).toBe(true);

    await page.keyboard.type('Export & Import');
    await tabTo(page, dialog.getByRole('textbox', { name: /^Beschreibung/ }));
    await page.keyboard.type('Der Export bricht ab.');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const mailto = await page.waitForFunction(() => (window as unknown as { openedMailto?: string }).openedMailto);
    const url = new URL(String(await mailto.jsonValue()));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@berufswahl.beispielland.de');
    expect(url.searchParams.get('subject')).toBe('Export & Import');
    const body = url.searchParams.get('body') ?? '';
    for (const line of [
      'Der Export bricht ab.',
      'Bundesland: Freistaat Beispielland',
      'Schule: Alexander-von-Humboldt-Gesamtschule',
      'PLZ: 04109',
      'Ort: Musterstadt',
      'Name: Katrin Hoffmann',
      'E-Mail: k.hoffmann@humboldt-gesamtschule.example',
    ]) {
      expect(body).toContain(line);
    }
    expect(body).toMatch(/Schul-ID: \d+/);
    // Once created, "Schließen" replaces "Abbrechen" (spec 4).
    expect(await dialog.getByRole('button', { name: 'Abbrechen' }).count()).toBe(0);
    await tabTo(page, dialog.getByRole('button', { name: 'Schließen', exact: true }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('is not offered to a teacher', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer', '/');
    await page.goto('/?technical_support_modal');
    await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
    await page.waitForTimeout(1000);
    expect(await page.getByRole('dialog', { name: 'Technischen Support anfragen' }).count()).toBe(0);
    await context.close();
  });
});
