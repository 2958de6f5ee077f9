import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedFeedbackLink } from '@berufswahl/contracts';
import { captureBearer, isFocused, tabTo } from '../shell/shell-support';
import { dismissNotifications, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/*
 * The company's feedback on a placement (issue 16): lehrer opens the running placement of schueler
 * (demo world: Pflegezentrum Am Lindenpark, 14 calendar days) in the class overview of 8a and
 * creates a link by keyboard; a browser without any account opens it at 375 px, is told what is
 * missing, fills the form by keyboard and sends it; the second visit says the link no longer
 * works; schueler is told a feedback waits; lehrer releases it; schueler reads it. Every screen is
 * checked with axe.
 */

const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
const RUNNING_PLACEMENT = 'd0000000-0000-4000-8000-000000000062';
const FINISHED_PLACEMENT = 'd0000000-0000-4000-8000-000000000061';
const COMPANY = 'Pflegezentrum Am Lindenpark';
const STUDENT_NAME = 'Lena Schmidt';
const FIRST_NAME = 'Lena';
const SLOW = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Moves the keyboard focus to a control by Tab and presses Enter – the way a keyboard user gets there. */
async function pressByKeyboard(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

async function openPlacementAsTeacher(page: Page): Promise<Locator> {
  await page.goto(`/lerngruppen/${CLASS_8A}/praktikum`);
  await page.getByTestId('class-internships').waitFor(SLOW);
  await dismissNotifications(page);
  const open = page.getByRole('link', { name: `Berichte und Rückmeldung zum Praktikum von ${STUDENT_NAME} bei ${COMPANY}` });
  await pressByKeyboard(page, open);
  const panel = page.getByTestId('staff-placement');
  await panel.getByRole('heading', { level: 2, name: `Praktikum von ${STUDENT_NAME} bei ${COMPANY}` }).waitFor(SLOW);
  await expect.poll(() => isFocused(panel.getByRole('heading', { level: 2 }).first()), SLOW).toBe(true);
  return panel.getByRole('region', { name: 'Rückmeldung vom Betrieb' });
}

/** Creates a link through the dialog by keyboard – only created, for passing on – and returns its URL. */
async function createLinkByKeyboard(page: Page, section: Locator): Promise<string> {
  await pressByKeyboard(page, section.getByRole('button', { name: 'Link für den Betrieb erstellen' }));
  const dialog = page.getByRole('dialog', { name: 'Link für den Betrieb erstellen' });
  await dialog.waitFor(SLOW);
  // The supervisor's address is filled in; the teacher only creates the link and passes it on.
  expect(await dialog.getByRole('textbox', { name: /^E-Mail-Adresse/ }).inputValue()).toBe('b.hansen@example.org');
  await expectNoAxeViolations(page, 'create-link dialog');
  await pressByKeyboard(page, dialog.getByRole('radio', { name: 'Per E-Mail an die Betreuerin oder den Betreuer senden' }), 'ArrowDown');
  await expect.poll(() => dialog.getByRole('radio', { name: 'Nur erstellen und selbst weitergeben' }).isChecked(), SLOW).toBe(true);
  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Link erstellen' }));
  const urlField = dialog.getByRole('textbox', { name: 'Link zur Rückmeldung' });
  await urlField.waitFor(SLOW);
  const url = await urlField.inputValue();
  expect(url).toMatch(/\/rueckmeldung\/[A-Za-z0-9_-]{20,}$/);
  await dialog.getByText('Sie sehen diesen Link nur jetzt').waitFor(SLOW);
  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Link kopieren' }));
  await expect.poll(() => dialog.getByRole('status').filter({ hasText: 'Der Link ist kopiert.' }).count(), SLOW).toBe(1);
  await expectNoAxeViolations(page, 'create-link dialog with the new link');
  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Fertig' }));
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => section.getByTestId('action-outcome').innerText(), SLOW).toBe('Der Link ist erstellt.');
  return url;
}

describe('internship feedback through a link', () => {
  it('lehrer creates a link, a supervisor without an account answers once, lehrer releases it, schueler reads it', { timeout: 300_000 }, async () => {
    // --- lehrer creates the link (keyboard only) ---
    const teacherContext = await newContext(browser);
    await teacherContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    const teacher = await teacherContext.newPage();
    await signIn(teacher, 'lehrer');
    const section = await openPlacementAsTeacher(teacher);
    await section.getByRole('button', { name: 'Link für den Betrieb erstellen' }).waitFor(SLOW);
    await expectNoAxeViolations(teacher, 'class overview with a placement opened');

    // A first link, taken back: it says so to whoever opens it.
    const revokedUrl = await createLinkByKeyboard(teacher, section);
    await pressByKeyboard(teacher, section.getByRole('button', { name: /^Link vom .* zurückziehen$/ }));
    const confirm = teacher.getByRole('alertdialog', { name: 'Link zurückziehen?' });
    await confirm.waitFor(SLOW);
    await expectNoAxeViolations(teacher, 'revoke confirmation');
    await pressByKeyboard(teacher, confirm.getByRole('button', { name: 'Zurückziehen' }));
    await expect.poll(() => section.getByTestId('action-outcome').innerText(), SLOW).toBe('Der Link ist zurückgezogen.');
    await expect.poll(() => section.getByTestId('feedback-links').getByRole('listitem').filter({ hasText: 'Stand: zurückgezogen' }).count(), SLOW).toBe(1);
    await expect.poll(() => isFocused(section.getByRole('heading', { name: 'Links für den Betrieb' })), SLOW).toBe(true);

    const url = await createLinkByKeyboard(teacher, section);
    await expect.poll(() => section.getByTestId('feedback-links').getByRole('listitem').filter({ hasText: 'Stand: offen' }).count(), SLOW).toBe(1);

    // --- the supervisor: a fresh browser without any account, on a phone ---
    const publicContext = await newContext(browser, { width: 375 });
    const supervisor = await publicContext.newPage();
    const signInRequests: string[] = [];
    supervisor.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/realms/') || pathname.startsWith('/config/') || pathname.startsWith('/api/identity/')) signInRequests.push(pathname);
    });
    const pageAnswer = await supervisor.goto(url);
    expect(pageAnswer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(pageAnswer?.headers()['referrer-policy']).toBe('no-referrer');
    const title = supervisor.getByRole('heading', { level: 1, name: `Rückmeldung zum Praktikum von ${FIRST_NAME}` });
    await title.waitFor(SLOW);
    expect(await supervisor.title()).toBe(`Rückmeldung zum Praktikum von ${FIRST_NAME} – Berufswahl`);
    expect(await supervisor.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await supervisor.getByText(COMPANY).count()).toBeGreaterThan(0);
    // Only the first name: the surname is nowhere on the page.
    expect(await supervisor.locator('body').innerText()).not.toContain('Schmidt');
    await expectNoHorizontalScroll(supervisor);
    await screenshot(supervisor, 'internship-feedback-public-375');
    await expectNoAxeViolations(supervisor, 'public feedback page at 375 px');

    // Sending the empty form: the summary lists the problems, the first field takes focus.
    const send = supervisor.getByRole('button', { name: 'Rückmeldung senden' });
    await pressByKeyboard(supervisor, send);
    const days = supervisor.getByRole('textbox', { name: new RegExp(`^An wie vielen Tagen war ${FIRST_NAME} anwesend`) });
    await expect.poll(() => isFocused(days), SLOW).toBe(true);
    await supervisor.getByText('Bitte prüfen Sie diese Angaben:').waitFor(SLOW);
    await supervisor.getByText('Bitte geben Sie an, an wie vielen Tagen die Schülerin oder der Schüler anwesend war.').first().waitFor(SLOW);
    await screenshot(supervisor, 'internship-feedback-public-errors-375');
    await expectNoAxeViolations(supervisor, 'public feedback page with errors');

    // Too many days: the server's message, with the placement's 14 calendar days.
    await supervisor.keyboard.type('15');
    await supervisor.getByText('Bitte geben Sie eine ganze Zahl von 0 bis 14 an.').first().waitFor(SLOW);
    await supervisor.keyboard.press('Backspace');
    await supervisor.keyboard.press('Backspace');
    await supervisor.keyboard.type('9');

    // Every item by keyboard: the first "4" (1, then three times right), the last „kann ich nicht beurteilen“ (left from 1 wraps).
    const groups = supervisor.getByRole('group');
    const itemCount = await groups.count();
    expect(itemCount).toBeGreaterThan(2);
    for (let index = 0; index < itemCount; index++) {
      const group = groups.nth(index);
      await tabTo(supervisor, group.getByRole('radio').first());
      await supervisor.keyboard.press('Space');
      if (index === itemCount - 1) await supervisor.keyboard.press('ArrowLeft');
      else for (let step = 0; step < 3; step++) await supervisor.keyboard.press('ArrowRight');
    }
    expect(await groups.first().getByRole('radio', { name: '4 von 5' }).isChecked()).toBe(true);
    expect(await groups.last().getByRole('radio', { name: 'kann ich nicht beurteilen' }).isChecked()).toBe(true);
    await tabTo(supervisor, supervisor.getByRole('textbox', { name: /^Bemerkung/ }));
    await supervisor.keyboard.type('Lena war freundlich und hat gut mitgeholfen.');
    await supervisor.getByText('44 von 2000 Zeichen').waitFor(SLOW);

    // A reload keeps what was typed (sessionStorage, under a hash of the token).
    await supervisor.reload();
    await title.waitFor(SLOW);
    expect(await days.inputValue()).toBe('9');
    expect(await supervisor.getByRole('textbox', { name: /^Bemerkung/ }).inputValue()).toBe('Lena war freundlich und hat gut mitgeholfen.');
    const storageKeys = await supervisor.evaluate(() => Object.keys(sessionStorage));
    const token = url.split('/').pop() ?? '';
    expect(storageKeys.some((key) => key.includes(token))).toBe(false);

    await pressByKeyboard(supervisor, send);
    const thanks = supervisor.getByRole('heading', { level: 1, name: 'Vielen Dank! Ihre Rückmeldung ist angekommen.' });
    await thanks.waitFor(SLOW);
    await expect.poll(() => isFocused(thanks), SLOW).toBe(true);
    await screenshot(supervisor, 'internship-feedback-public-thanks-375');
    await expectNoAxeViolations(supervisor, 'public feedback page, thanks');

    // The second visit: the link has been used.
    await supervisor.goto(url);
    await supervisor.getByRole('heading', { level: 1, name: 'Dieser Link gilt nicht mehr' }).waitFor(SLOW);
    await supervisor.getByText('Über diesen Link wurde schon eine Rückmeldung gegeben. Vielen Dank!').waitFor(SLOW);
    await screenshot(supervisor, 'internship-feedback-public-gone-375');
    await expectNoAxeViolations(supervisor, 'public feedback page, link gone');
    // The link taken back before.
    await supervisor.goto(revokedUrl);
    await supervisor.getByRole('heading', { level: 1, name: 'Dieser Link gilt nicht mehr' }).waitFor(SLOW);
    await supervisor.getByText('Dieser Link wurde zurückgezogen. Bitten Sie die Schülerin oder den Schüler um einen neuen Link.').waitFor(SLOW);
    // A link that never existed.
    await supervisor.goto('/rueckmeldung/diesen-link-gibt-es-nicht');
    await supervisor.getByRole('heading', { level: 1, name: 'Diesen Link gibt es nicht' }).waitFor(SLOW);
    await expectNoAxeViolations(supervisor, 'public feedback page, unknown link');
    // No sign-in, no account: the page never asked the identity provider or the user API.
    expect(signInRequests).toEqual([]);
    await publicContext.close();

    // --- schueler: the feedback waits for the teacher ---
    const studentContext = await newContext(browser);
    const student = await studentContext.newPage();
    await signIn(student, 'schueler', `/praktikum/${RUNNING_PLACEMENT}`);
    const studentSection = student.getByRole('region', { name: 'Rückmeldung vom Betrieb' });
    await studentSection.getByText('Eine Rückmeldung wartet auf die Freigabe durch deine Lehrkraft.').waitFor(SLOW);
    expect(await studentSection.getByRole('table').count()).toBe(0);
    await expectNoAxeViolations(student, 'student placement with feedback waiting');

    // --- lehrer reads and releases it ---
    const teacherSection = await openPlacementAsTeacher(teacher);
    const given = teacherSection.getByTestId('internship-feedback');
    await given.waitFor(SLOW);
    await given.getByText('Anwesenheitstage: 9').waitFor(SLOW);
    const table = given.getByRole('table', { name: 'Einschätzung des Betriebs' });
    expect(await table.getByRole('row').nth(1).getByRole('cell').innerText()).toBe('4 von 5');
    expect(await table.getByRole('row').last().getByRole('cell').innerText()).toBe('kann ich nicht beurteilen');
    await given.getByText('Lena war freundlich und hat gut mitgeholfen.').waitFor(SLOW);
    expect(await teacherSection.getByRole('button', { name: 'Link für den Betrieb erstellen' }).count()).toBe(0);
    await expectNoAxeViolations(teacher, 'staff view of the feedback before release');
    await pressByKeyboard(teacher, given.getByRole('button', { name: 'Für die Schülerin / den Schüler freigeben' }));
    await expect.poll(() => teacherSection.getByTestId('action-outcome').innerText(), SLOW).toBe(`Die Rückmeldung ist freigegeben. ${FIRST_NAME} kann sie jetzt sehen.`);
    await given.getByText(/^Freigegeben am/).waitFor(SLOW);
    // The button is gone: the focus is on the feedback's heading, not lost on the page.
    await expect.poll(() => isFocused(given.getByRole('heading', { level: 3 })), SLOW).toBe(true);

    // --- schueler reads it ---
    await student.reload();
    await dismissNotifications(student);
    const released = studentSection.getByTestId('internship-feedback');
    await released.waitFor(SLOW);
    expect(await released.getByRole('table', { name: 'Einschätzung des Betriebs' }).getByRole('row').nth(1).getByRole('cell').innerText()).toBe('4 von 5');
    expect(await studentSection.getByText('wartet auf die Freigabe').count()).toBe(0);
    await expectNoAxeViolations(student, 'student placement with released feedback');

    const narrowContext = await newContext(browser, { width: 375 });
    const narrow = await narrowContext.newPage();
    await signIn(narrow, 'schueler', `/praktikum/${RUNNING_PLACEMENT}`);
    await narrow.getByTestId('internship-feedback').waitFor(SLOW);
    await expectNoHorizontalScroll(narrow);
    await screenshot(narrow, 'internship-feedback-student-375');
    await expectNoAxeViolations(narrow, 'student placement with released feedback at 375 px');

    await narrowContext.close();
    await studentContext.close();
    await teacherContext.close();
  });

  it('a parent’s link asks no days; a lost connection while sending keeps everything typed', { timeout: 180_000 }, async () => {
    // schueler asks a parent through the API (the „So sehen mich andere“ screen is another part);
    // nothing is sent in the end, and the link is revoked again, so the student's assessments stay as they were.
    const studentContext = await newContext(browser);
    const student = await studentContext.newPage();
    const bearer = captureBearer(student);
    await signIn(student, 'schueler');
    const token = await bearer;
    const createdAnswer = await student.request.post('/api/bo/v1/assessments/parent-links', { headers: { authorization: token }, data: { send_mail: false } });
    expect(createdAnswer.status(), await createdAnswer.text()).toBe(201);
    const link = (await createdAnswer.json()) as CreatedFeedbackLink;

    const parentContext = await newContext(browser, { width: 375 });
    const parent = await parentContext.newPage();
    await parent.goto(link.url);
    await parent.getByRole('heading', { level: 1, name: `Einschätzung für ${FIRST_NAME}` }).waitFor(SLOW);
    expect(await parent.getByRole('textbox', { name: /^An wie vielen Tagen/ }).count()).toBe(0);
    await parent.getByText('So sehen mich andere', { exact: false }).first().waitFor(SLOW);
    await expectNoHorizontalScroll(parent);
    await expectNoAxeViolations(parent, 'public feedback page of a parent at 375 px');

    const groups = parent.getByRole('group');
    const itemCount = await groups.count();
    for (let index = 0; index < itemCount; index++) {
      await tabTo(parent, groups.nth(index).getByRole('radio').first());
      await parent.keyboard.press('Space');
      await parent.keyboard.press('ArrowRight');
    }
    const comment = parent.getByRole('textbox', { name: /^Bemerkung/ });
    await tabTo(parent, comment);
    await parent.keyboard.type('Hilft gern beim Kochen.');

    // The connection drops while sending: the page says so, offers to try again, and keeps the answers.
    await parent.route('**/api/public/v1/feedback/**', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
    await pressByKeyboard(parent, parent.getByRole('button', { name: 'Rückmeldung senden' }));
    await parent.getByRole('alert').filter({ hasText: 'Ihre Rückmeldung konnte nicht gesendet werden. Ihre Eingaben bleiben erhalten.' }).waitFor(SLOW);
    await parent.getByRole('button', { name: 'Noch einmal versuchen' }).waitFor(SLOW);
    expect(await comment.inputValue()).toBe('Hilft gern beim Kochen.');
    expect(await groups.first().getByRole('radio', { name: '2 von 5' }).isChecked()).toBe(true);
    await expectNoAxeViolations(parent, 'public feedback page after a lost connection');
    await parentContext.close();

    const revoked = await student.request.delete(`/api/bo/v1/feedback-links/${link.uuid}`, { headers: { authorization: token } });
    expect(revoked.status()).toBeLessThan(300);
    await studentContext.close();
  });

  it('schueler reads the released feedback of the finished placement; a second link is not offered', { timeout: 120_000 }, async () => {
    // The demo world gives the finished placement a supervisor feedback that lehrer released (decision 230).
    const studentContext = await newContext(browser, { width: 375 });
    const student = await studentContext.newPage();
    await signIn(student, 'schueler', `/praktikum/${FINISHED_PLACEMENT}`);
    const section = student.getByRole('region', { name: 'Rückmeldung vom Betrieb' });
    await section.getByText('Der Betrieb hat schon eine Rückmeldung gegeben. Ein neuer Link ist nicht nötig.').waitFor(SLOW);
    expect(await section.getByRole('button', { name: 'Link für den Betrieb erstellen' }).count()).toBe(0);
    const ratings = section.getByRole('table', { name: 'Einschätzung des Betriebs' });
    await ratings.waitFor(SLOW);
    await expect.poll(() => ratings.innerText(), SLOW).toContain('von 5');
    await expectNoAxeViolations(student, 'student’s finished placement with released feedback');
    await expectNoHorizontalScroll(student);
    await studentContext.close();
  });
});
