import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The demo Land (content/demo/world.json). */
const DEMO_LAND = { uuid: '0b9f6a1e-5c1d-4a53-9a57-2f3d1c0e0001', name: 'Freistaat Beispielland' };
const EXPORT_PATH = `/api/identity/v1/clients/${DEMO_LAND.uuid}/keycloak-export`;

type KeycloakUser = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email?: string;
  enabled: boolean;
  emailVerified: boolean;
  realmRoles: string[];
  attributes: Record<string, string[]>;
  requiredActions: string[];
};

/** Clicks the download and returns the file the browser saved, with its name. */
async function downloadExport(page: Page, button: ReturnType<Page['getByRole']>) {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  return { name: file.suggestedFilename(), body: JSON.parse(readFileSync(await file.path(), 'utf8')) as { realm: string; users: KeycloakUser[] } };
}

/** The file holds Keycloak's partial-import format without any credential (decision 103). */
function expectKeycloakImport(name: string, body: { realm: string; users: KeycloakUser[] }) {
  expect(name).toBe(`keycloak-users-${DEMO_LAND.uuid}.json`);
  expect(Object.keys(body).sort()).toEqual(['realm', 'users']);
  expect(body.realm).toBe('berufswahl');
  const byName = new Map(body.users.map((user) => [user.username, user]));
  expect(byName.get('lehrer')).toMatchObject({
    firstName: expect.any(String),
    lastName: expect.any(String),
    enabled: true,
    emailVerified: false,
    realmRoles: ['LEHRER'],
    requiredActions: ['UPDATE_PASSWORD'],
    attributes: { client_uuid: [DEMO_LAND.uuid] },
  });
  expect(byName.get('lehrer')?.id).toMatch(/^[0-9a-f-]{36}$/);
  // Deactivated accounts stay enabled and reach only their landing page there too.
  expect(byName.get('deaktiviert')).toMatchObject({ enabled: true, realmRoles: ['DEACTIVATED'] });
  for (const user of body.users) expect(Object.keys(user).filter((key) => /password|credential/i.test(key))).toEqual([]);
  expect(JSON.stringify(body)).not.toContain('scrypt');
}

describe('technical admin', () => {
  it('downloads the Keycloak export of the Land from the dashboard; a failed download says why in German', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'technik', '/');

    const section = page.getByRole('region', { name: 'Konten für Keycloak exportieren' });
    await section.waitFor();
    await expect.poll(() => section.innerText()).toContain(DEMO_LAND.name);
    expect(await page.getByText('Hier finden Sie bald').count()).toBe(0);
    await expectNoAxeViolations(page, 'technical admin dashboard');
    await screenshot(page, 'technical-admin-dashboard');

    // A failure first (the server answers 500 once): the reason in German, the button stays usable.
    await page.route(`**${EXPORT_PATH}`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.' }) }), { times: 1 });
    const button = section.getByRole('button', { name: 'Keycloak-Export herunterladen' });
    await button.click();
    const alert = section.getByRole('alert');
    await expect.poll(() => alert.innerText()).toBe(
      `Der Keycloak-Export für ${DEMO_LAND.name} konnte nicht heruntergeladen werden. Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.`,
    );
    await expectNoAxeViolations(page, 'technical admin dashboard with a failed export');

    // The real route: the browser saves the file.
    const answer = page.waitForResponse((response) => response.url().endsWith(EXPORT_PATH));
    const { name, body } = await downloadExport(page, button);
    expect((await answer).status()).toBe(200);
    expectKeycloakImport(name, body);
    expect(await alert.count()).toBe(0);
    // Screen readers hear the outcome (the polite live region of the app).
    await expect.poll(() => page.getByTestId('route-announcer').innerText()).toBe(`Der Keycloak-Export für ${DEMO_LAND.name} ist heruntergeladen: ${body.users.length} Konten.`);
    await context.close();
  });

  it('the federal admin downloads the same export from the Länder table', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'bundadmin', '/verwaltung/schulen');
    const button = page.getByRole('button', { name: `Keycloak-Export für ${DEMO_LAND.name} herunterladen` });
    await button.waitFor();
    const { name, body } = await downloadExport(page, button);
    expectKeycloakImport(name, body);
    await expectNoAxeViolations(page, 'Länder table with the Keycloak export');
    await context.close();
  });
});
