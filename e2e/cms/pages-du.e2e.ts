import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer, patchMe, resetDisplay } from '../shell/shell-support';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** First sentences of content/pages/data-protection*.md – one per version of the page. */
const SIE_SENTENCE = 'Diese Datenschutzerklärung sagt, welche personenbezogenen Daten';
const DU_SENTENCE = 'Hier erfährst du, welche Daten über dich die Web-App Berufswahl verarbeitet';
const SIMPLE_DU_SENTENCE = 'Und welche Rechte hast du?';

describe('information pages address students with du (CONTENT.md)', () => {
  it('shows a student the du data-protection text, normal and in Leichte Sprache, at 375 px', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler', '/data-protection');
    const token = await bearer;
    const main = page.locator('main');
    try {
      // The account may have been left in Leichte Sprache; start from the normal texts.
      await resetDisplay(page, token);
      await page.goto('/data-protection');
      await expect.poll(() => main.innerText(), { timeout: 20_000 }).toContain(DU_SENTENCE);
      const text = await main.innerText();
      expect(text).not.toContain(SIE_SENTENCE);
      expect(await main.locator('h1').innerText()).toBe('Datenschutz');
      await main.getByRole('heading', { level: 2, name: 'Deine Rechte' }).waitFor();
      // The supervisory authority of the e2e server's operator file (e2e/support/operator, decision 233).
      expect(await main.getByRole('link', { name: 'poststelle@datenschutz.pruefstadt.example' }).getAttribute('href')).toBe(
        'mailto:poststelle@datenschutz.pruefstadt.example',
      );
      await expectNoAxeViolations(page, 'data protection (du)');
      await screenshot(page, 'pages-data-protection-du');

      await patchMe(page, token, 'simple-language', { simple_language: true });
      await page.reload();
      await expect.poll(() => main.innerText(), { timeout: 20_000 }).toContain(SIMPLE_DU_SENTENCE);
      expect(await main.locator('h1').innerText()).toBe('Datenschutz – so schützen wir deine Daten');
      expect(await main.innerText()).not.toMatch(/Ihre Daten|haben Sie/);
      await expectNoAxeViolations(page, 'data protection (Leichte Sprache, du)');
      await screenshot(page, 'pages-data-protection-leicht-du');
    } finally {
      await resetDisplay(page, token);
    }
    await context.close();
  });

  it('shows a teacher the Sie data-protection text', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer', '/data-protection');
    const main = page.locator('main');
    await expect.poll(() => main.innerText(), { timeout: 20_000 }).toContain(SIE_SENTENCE);
    expect(await main.innerText()).not.toContain(DU_SENTENCE);
    await main.getByRole('heading', { level: 2, name: 'Ihre Rechte' }).waitFor();
    await context.close();
  });
});

describe('legal pages show the operator of the configuration (decision 233)', () => {
  it('shows the configured operator, contact and funder in the imprint, without the demo note', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer', '/imprint');
    const main = page.locator('main');
    await expect.poll(() => main.innerText(), { timeout: 20_000 }).toContain('Bildungsbehörde Prüfstadt (E2E)');
    const text = await main.innerText();
    expect(text).toContain('Abteilung Übergang Schule – Beruf\nTeststraße 99\n99999 Prüfstadt');
    expect(text).toContain('Vertreten durch die Senatorin für Schule (E2E).');
    expect(text).toContain('Telefon: 040 999999-0');
    expect(text).toContain('Berufswahl wird gefördert von: Prüfstiftung Berufsorientierung (E2E).');
    expect(text).not.toMatch(/Demo-Konfiguration|Beispielland|\{\{/);
    expect(await main.getByRole('link', { name: 'berufswahl@bildung.pruefstadt.example' }).getAttribute('href')).toBe(
      'mailto:berufswahl@bildung.pruefstadt.example',
    );
    await expectNoAxeViolations(page, 'imprint (configured operator)');

    await page.goto('/barrier-free-info');
    await expect.poll(() => main.innerText(), { timeout: 20_000 }).toContain('Durchsetzungsstelle Prüfstadt');
    expect(await main.getByRole('link', { name: 'barrierefreiheit@bildung.pruefstadt.example' }).getAttribute('href')).toBe(
      'mailto:barrierefreiheit@bildung.pruefstadt.example',
    );
    await context.close();
  });
});
