import { germanDayOf, type Internship } from '@berufswahl/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer } from '../shell/shell-support';
import { dismissNotifications, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/*
 * The teachers' and coordinators' side of the internships (issue 16): schueler submits a placement
 * through the API, lehrer sees it in the class overview of 8a, returns it with a comment, confirms
 * it after the student resubmitted it, and finds it on the printable visiting list; schuladmin adds
 * an internship period (and removes it again). Every screen is checked with axe, at 375 px too.
 */

const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
const OVERVIEW = `/lerngruppen/${CLASS_8A}/praktikum`;
const PERIODS = '/verwaltung/praktikumszeiten';
const SLOW = { timeout: 15_000 };
/** Unique per run: the e2e suite shares one server and database. */
const RUN = Date.now().toString(36);
const COMPANY = `Gärtnerei Grünfink ${RUN}`;
const STUDENT_NAME = 'Lena Schmidt';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function bearerOf(page: Page, username: string, path = '/'): Promise<string> {
  const bearer = captureBearer(page);
  await signIn(page, username, path);
  return bearer;
}

const dayFromToday = (days: number) => germanDayOf(new Date(Date.now() + days * 86_400_000));

/** schueler submits a placement a month from now (not a draft: the teachers see it). */
async function submittedPlacement(student: Page, token: string): Promise<Internship> {
  const created = await student.request.post('/api/bo/v1/internships', {
    headers: { authorization: token },
    data: {
      company_name: COMPANY,
      street: 'Blumenweg 7',
      postcode: '04109',
      city: 'Leipzig',
      field_of_work: 'landwirtschaft-natur-umwelt',
      supervisor_name: 'Frau Fink',
      supervisor_email: 'fink@example.org',
      supervisor_phone: '0341 987654',
      start_date: dayFromToday(30),
      end_date: dayFromToday(41),
      expectations: 'Pflanzen pflegen und Kundschaft beraten.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Internship;
}

/** The overview's row of this run's placement. */
function placementRow(page: Page) {
  return page.getByTestId('class-internships').getByRole('row').filter({ hasText: COMPANY });
}

async function openOverview(page: Page): Promise<void> {
  await page.goto(OVERVIEW);
  await page.getByTestId('class-internships').waitFor(SLOW);
}

async function openReview(page: Page) {
  await placementRow(page).getByRole('button', { name: `Praktikum von ${STUDENT_NAME} bei ${COMPANY} prüfen` }).click();
  const dialog = page.getByRole('dialog', { name: 'Praktikum prüfen' });
  await dialog.waitFor(SLOW);
  return dialog;
}

describe('internships: class overview, review, visiting list and periods', () => {
  it('lehrer returns and then confirms a placement of 8a, prints the visiting list; schuladmin adds a period', { timeout: 240_000 }, async () => {
    const studentContext = await newContext(browser);
    const student = await studentContext.newPage();
    const studentToken = await bearerOf(student, 'schueler');
    const placement = await submittedPlacement(student, studentToken);

    // The teacher opens the class overview from the dashboard's list of learning groups.
    const teacherContext = await newContext(browser);
    const teacher = await teacherContext.newPage();
    await signIn(teacher, 'lehrer');
    await teacher.getByRole('link', { name: 'Lerngruppe 8a: Praktika' }).click();
    await teacher.getByRole('heading', { level: 1, name: 'Praktika der Lerngruppe 8a' }).waitFor(SLOW);
    await placementRow(teacher).waitFor(SLOW);
    expect(await placementRow(teacher).innerText()).toContain('Eingereicht – bitte prüfen');
    await expectNoAxeViolations(teacher, 'class internships');

    // Returning needs a comment: without one the field says so, nothing is sent.
    let dialog = await openReview(teacher);
    expect(await dialog.innerText()).toContain('Blumenweg 7');
    await dialog.getByRole('button', { name: 'Zurückgeben' }).click();
    await dialog.getByText('Bitte schreiben Sie dazu, was die Schülerin oder der Schüler ändern soll.').waitFor(SLOW);
    await expectNoAxeViolations(teacher, 'review dialog with a field error');
    await dialog.getByRole('textbox', { name: 'Kommentar' }).fill('Bitte ergänzen Sie die Arbeitszeiten.');
    await dialog.getByRole('button', { name: 'Zurückgeben' }).click();
    await expect
      .poll(() => teacher.getByTestId('action-outcome').first().innerText(), SLOW)
      .toBe(`Das Praktikum von ${STUDENT_NAME} wurde zurückgegeben. ${STUDENT_NAME} wurde in der App benachrichtigt.`);
    await expect.poll(() => placementRow(teacher).innerText(), SLOW).toContain('Zurückgegeben');
    expect(await placementRow(teacher).innerText()).toContain('Bitte ergänzen Sie die Arbeitszeiten.');

    // The student hands it in again (the placements part's route); the teacher confirms it.
    const resubmitted = await student.request.patch(`/api/bo/v1/internships/${placement.uuid}`, {
      headers: { authorization: studentToken },
      data: { daily_hours: 7, draft: false },
    });
    expect(resubmitted.status(), await resubmitted.text()).toBe(200);
    await openOverview(teacher);
    await expect.poll(() => placementRow(teacher).innerText(), SLOW).toContain('Eingereicht – bitte prüfen');
    dialog = await openReview(teacher);
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect
      .poll(() => teacher.getByTestId('action-outcome').first().innerText(), SLOW)
      .toBe(`Das Praktikum von ${STUDENT_NAME} ist bestätigt. ${STUDENT_NAME} wurde in der App benachrichtigt.`);
    await expect.poll(() => placementRow(teacher).innerText(), SLOW).toContain('Bestätigt');
    await screenshot(teacher, 'internships-class-overview');

    // The visiting list shows the company, its address and the supervisor; printing hides the buttons.
    await teacher.getByRole('link', { name: 'Besuchsliste zum Drucken' }).click();
    const visits = teacher.getByTestId('visiting-list');
    await visits.waitFor(SLOW);
    const visitRow = visits.getByRole('row').filter({ hasText: COMPANY });
    const visitText = await visitRow.innerText();
    expect(visitText).toContain('Blumenweg 7');
    expect(visitText).toContain('Frau Fink');
    expect(visitText).toContain('Telefon: 0341 987654');
    expect(await teacher.getByRole('button', { name: 'Drucken' }).isVisible()).toBe(true);
    await expectNoAxeViolations(teacher, 'visiting list');
    await teacher.emulateMedia({ media: 'print' });
    expect(await teacher.getByRole('button', { name: 'Drucken' }).isVisible()).toBe(false);
    expect(await visitRow.isVisible()).toBe(true);
    await screenshot(teacher, 'internships-visiting-list-print');
    await teacher.emulateMedia({ media: 'screen' });

    // The school coordinator adds a period for grade 9, reaches it through the administration's sub-navigation.
    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    await signIn(admin, 'schuladmin', '/verwaltung/klassen');
    await admin.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Praktikumszeiträume' }).click();
    // A route change may bring up a notification (decision 185); it is read and closed first.
    await dismissNotifications(admin);
    await admin.getByRole('heading', { level: 1, name: 'Praktikumszeiträume Ihrer Schule' }).waitFor(SLOW);
    const label = `Betriebspraktikum ${RUN}`;
    await admin.getByRole('textbox', { name: /^Jahrgangsstufe/ }).fill('9');
    await admin.getByRole('textbox', { name: /^Bezeichnung/ }).fill(label);
    await admin.getByLabel(/^Beginn/).fill('2027-06-07');
    await admin.getByLabel(/^Ende/).fill('2027-06-18');
    await admin.getByRole('button', { name: 'Zeitraum hinzufügen' }).click();
    await expect.poll(() => admin.getByTestId('action-outcome').first().innerText(), SLOW).toBe('Der Zeitraum für Jahrgangsstufe 9 wurde hinzugefügt.');
    const periodRow = admin.getByTestId('internship-periods').getByRole('row').filter({ hasText: label });
    await periodRow.waitFor(SLOW);
    expect(await periodRow.innerText()).toContain('07.06.2027 bis 18.06.2027');
    await expectNoAxeViolations(admin, 'internship periods');
    await screenshot(admin, 'internship-periods');

    // At 375 px: the overview and the periods fit, without axe violations.
    const narrowTeacherContext = await newContext(browser, { width: 375 });
    const narrowTeacher = await narrowTeacherContext.newPage();
    await signIn(narrowTeacher, 'lehrer', OVERVIEW);
    await placementRow(narrowTeacher).waitFor(SLOW);
    await expectNoHorizontalScroll(narrowTeacher);
    await expectNoAxeViolations(narrowTeacher, 'class internships at 375 px');
    await screenshot(narrowTeacher, 'internships-class-overview-375');
    const narrowAdminContext = await newContext(browser, { width: 375 });
    const narrowAdmin = await narrowAdminContext.newPage();
    await signIn(narrowAdmin, 'schuladmin', PERIODS);
    await narrowAdmin.getByTestId('internship-periods').getByRole('row').filter({ hasText: label }).waitFor(SLOW);
    await expectNoHorizontalScroll(narrowAdmin);
    await expectNoAxeViolations(narrowAdmin, 'internship periods at 375 px');

    // Self-cleaning: the period goes again, after the confirmation.
    await periodRow.getByRole('button', { name: /^Zeitraum .* löschen$/ }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Zeitraum löschen?' });
    await confirm.waitFor(SLOW);
    await expectNoAxeViolations(admin, 'delete period confirmation');
    await confirm.getByRole('button', { name: 'Zeitraum löschen' }).click();
    await expect.poll(() => admin.getByTestId('action-outcome').first().innerText(), SLOW).toBe(`Der Zeitraum „${label}“ wurde gelöscht.`);
    await expect.poll(() => admin.getByTestId('internship-periods').getByRole('row').filter({ hasText: label }).count(), SLOW).toBe(0);

    await narrowAdminContext.close();
    await narrowTeacherContext.close();
    await adminContext.close();
    await teacherContext.close();
    await studentContext.close();
  });
});
