import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function addLink(page: Page, href: string, text: string): Promise<void> {
  await page.evaluate(
    ([linkHref, linkText]) => {
      const link = document.createElement('a');
      link.href = linkHref ?? '';
      link.textContent = linkText ?? '';
      document.querySelector('main')?.append(link);
    },
    [href, text],
  );
}

describe('external links', () => {
  it('asks before leaving for a foreign site and appends the referrer', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('https://www.planet-beruf.de/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="de"><title>Planet Beruf</title><h1>Planet Beruf</h1></html>' }),
    );
    await signIn(page, 'schueler2');
    await page.goto('/imprint');
    // The guard lives in the lazily loaded global dialogs; they mark the page once they run.
    await page.locator('html[data-notifications]').waitFor({ state: 'attached' });
    await addLink(page, 'https://www.planet-beruf.de/berufe?suche=tischler', 'Berufe entdecken');

    // By keyboard alone: the link takes focus, Enter follows it.
    const link = page.getByRole('link', { name: 'Berufe entdecken' });
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Du verlässt Berufswahl' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('www.planet-beruf.de');
    await screenshot(page, 'external-link-dialog');
    await expectNoAxeViolations(page, 'external link dialog');
    // "Hierbleiben" has the focus: the safe answer is the one Enter gives.
    const stay = dialog.getByRole('button', { name: 'Hierbleiben' });
    await expect.poll(() => stay.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/imprint');
    await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);

    const here = page.url();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    // As the first time: Tab only once the focus is on "Hierbleiben" (the dialog moves it there a moment after it appears).
    await expect.poll(() => stay.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await dialog.getByRole('button', { name: 'Seite öffnen' }).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hostname === 'www.planet-beruf.de');
    const target = new URL(page.url());
    expect(target.searchParams.get('suche')).toBe('tischler');
    expect(target.searchParams.get('referrer')).toBe(here);
    await context.close();
  });

  it('follows links to the configured file storage without asking, and asks for another bucket', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // As a server with STORAGE_URL on that bucket answers (issue 14: only the configured storage is internal).
    await page.route('**/config/links.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ internal_origins: ['https://bucket.s3-eu-central-1.ionoscloud.com'] }) }),
    );
    await page.route('https://bucket.s3-eu-central-1.ionoscloud.com/**', (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'Datei' }),
    );
    await signIn(page, 'schueler2');
    await page.locator('html[data-notifications]').waitFor({ state: 'attached' });
    await addLink(page, 'https://angreifer.s3-eu-central-1.ionoscloud.com/seite.html', 'Fremder Eimer');
    await page.getByRole('link', { name: 'Fremder Eimer' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Du verlässt Berufswahl' });
    await dialog.waitFor();
    await page.keyboard.press('Enter'); // "Hierbleiben" has the focus
    await dialog.waitFor({ state: 'detached' });
    await addLink(page, 'https://bucket.s3-eu-central-1.ionoscloud.com/story.txt', 'Datei öffnen');
    await page.getByRole('link', { name: 'Datei öffnen' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hostname.endsWith('ionoscloud.com'));
    await context.close();
  });
});

describe('offline banner', () => {
  it('follows the online and offline events', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer2');
    const text = 'Keine Internetverbindung. Funktionen sind nur eingeschränkt nutzbar.';
    const status = page.getByRole('status').filter({ hasText: text });
    await page.locator('.banner-slot').waitFor({ state: 'attached' });
    expect(await status.count()).toBe(0);
    await context.setOffline(true);
    await status.waitFor();
    await screenshot(page, 'offline-banner');
    await expectNoAxeViolations(page, 'offline banner');
    await context.setOffline(false);
    await status.waitFor({ state: 'detached' });
    await context.close();
  });
});
