import { germanDayOf, type Internship, type InternshipReportList } from '@berufswahl/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer } from '../shell/shell-support';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/*
 * The Praktikumstagebuch (issue 16): a placement is recorded and confirmed through the API (the
 * placement and review routes of the other parts), then the student writes two reports in the
 * browser – one with a photo – sees the timeline, deletes one, and the class's teacher reads it.
 */

const SLOW = { timeout: 15_000 };
/** Unique per run: the e2e suite shares one server and database. */
const RUN = Date.now().toString(36);
const COMPANY = `Tischlerei Holzwurm ${RUN}`;
/** A real 1×1 PNG, so that the browser can show it. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A day as the page shows it: `27.11.2026`. */
function shownDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

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

/** schueler records a placement that starts today; lehrer (who teaches 8a) confirms it. */
async function confirmedPlacement(student: Page, studentToken: string, teacher: Page, teacherToken: string): Promise<Internship> {
  const today = germanDayOf(new Date());
  const end = germanDayOf(new Date(Date.now() + 11 * 86_400_000));
  const created = await student.request.post('/api/bo/v1/internships', {
    headers: { authorization: studentToken },
    data: {
      company_name: COMPANY,
      street: 'Hobelweg 3',
      postcode: '12345',
      city: 'Musterstadt',
      field_of_work: 'produktion-fertigung',
      supervisor_name: 'Herr Span',
      supervisor_email: 'span@example.org',
      start_date: today,
      end_date: end,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const placement = (await created.json()) as Internship;
  const reviewed = await teacher.request.patch(`/api/bo/v1/internships/${placement.uuid}/review`, {
    headers: { authorization: teacherToken },
    data: { decision: 'confirmed' },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);
  return (await reviewed.json()) as Internship;
}

/** The placement's page with the Praktikumstagebuch: /praktikum, and from there the placement when the list does not show it. */
async function openDiary(page: Page): Promise<void> {
  await page.goto('/praktikum');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), SLOW).toBeGreaterThan(0);
  const diary = page.getByRole('heading', { level: 2, name: 'Praktikumstagebuch' });
  if ((await diary.count()) === 0) await page.getByRole('link', { name: new RegExp(COMPANY) }).first().click();
  await diary.waitFor(SLOW);
}

function reportsRegion(page: Page) {
  return page.getByRole('region', { name: 'Praktikumstagebuch' });
}

describe('internship reports', () => {
  it('schueler writes two reports, one with a photo, sees the timeline and deletes one; lehrer reads them', { timeout: 240_000 }, async () => {
    const studentContext = await newContext(browser);
    const student = await studentContext.newPage();
    const studentToken = await bearerOf(student, 'schueler');
    const teacherContext = await newContext(browser);
    const teacher = await teacherContext.newPage();
    const teacherToken = await bearerOf(teacher, 'lehrer');
    const placement = await confirmedPlacement(student, studentToken, teacher, teacherToken);
    const today = shownDay(germanDayOf(new Date()));

    await openDiary(student);
    const diary = reportsRegion(student);
    // The date defaults to today.
    expect(await diary.getByLabel(/^Datum/).inputValue()).toBe(germanDayOf(new Date()));

    // The first report: text only.
    await diary.getByRole('textbox', { name: /^Bericht/ }).fill(`Erster Tag ${RUN}: Ich habe Bretter geschliffen.`);
    await diary.getByRole('button', { name: 'Bericht speichern' }).click();
    await expect.poll(() => diary.getByTestId('action-outcome').innerText(), SLOW).toBe(`Dein Bericht vom ${today} ist gespeichert.`);

    // The second report with a photo, chosen through the photo input.
    await diary.getByRole('textbox', { name: /^Bericht/ }).fill(`Mein Werkstück ${RUN}: ein Schneidebrett.`);
    await diary.locator('input[type="file"]').setInputFiles({ name: 'schneidebrett.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await diary.getByText('Ausgewählt: schneidebrett.png').waitFor(SLOW);
    await diary.getByRole('button', { name: 'Bericht speichern' }).click();
    await expect.poll(() => diary.locator('.internship-report').count(), SLOW).toBe(2);
    await expect.poll(() => diary.getByTestId('action-outcome').innerText(), SLOW).toBe(`Dein Bericht vom ${today} ist gespeichert.`);

    // The timeline: the photo shows with the report's date as its alternative text.
    const photo = diary.getByRole('img', { name: `Foto zum Bericht vom ${today}` });
    await photo.waitFor(SLOW);
    await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth), SLOW).toBe(1);
    expect(await diary.getByRole('listitem').filter({ hasText: 'Schneidebrett' }).count()).toBe(1);
    await screenshot(student, 'internship-reports');
    await expectNoAxeViolations(student, 'internship reports');

    // The class's teacher reads the timeline and opens the photo through its signed link.
    const read = await teacher.request.get(`/api/bo/v1/internships/${placement.uuid}/reports`, { headers: { authorization: teacherToken } });
    expect(read.status()).toBe(200);
    const list = (await read.json()) as InternshipReportList;
    expect(list.items).toHaveLength(2);
    const signedUrl = list.items.find((item) => item.photo)?.photo?.signed_url;
    expect(signedUrl).toBeTruthy();
    const download = await teacher.request.get(signedUrl ?? '');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('image/png');

    // Deleting asks first, then the report is gone and the line says so.
    const first = diary.getByRole('listitem').filter({ hasText: `Erster Tag ${RUN}` });
    await first.getByRole('button', { name: /^Löschen/ }).click();
    const confirm = student.getByRole('alertdialog', { name: 'Bericht löschen?' });
    await confirm.waitFor(SLOW);
    await expectNoAxeViolations(student, 'internship reports, delete confirmation');
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect.poll(() => diary.getByTestId('action-outcome').innerText(), SLOW).toBe(`Dein Bericht vom ${today} ist gelöscht.`);
    await expect.poll(() => diary.locator('.internship-report').count(), SLOW).toBe(1);

    // At 375 px: the same page, nothing scrolls sideways, no axe violation.
    const narrowContext = await newContext(browser, { width: 375 });
    const narrow = await narrowContext.newPage();
    await signIn(narrow, 'schueler');
    await openDiary(narrow);
    // The photo loads lazily: below the fold at 375 px it has no size until it is scrolled to.
    const narrowPhoto = reportsRegion(narrow).getByRole('img', { name: `Foto zum Bericht vom ${today}` });
    await narrowPhoto.waitFor({ ...SLOW, state: 'attached' });
    await narrowPhoto.scrollIntoViewIfNeeded();
    await narrowPhoto.waitFor(SLOW);
    await expectNoHorizontalScroll(narrow);
    await screenshot(narrow, 'internship-reports-375');
    await expectNoAxeViolations(narrow, 'internship reports at 375 px');

    // Self-cleaning: the reports (and the photo) go; a confirmed placement stays (only a teacher could change it).
    for (const item of list.items) {
      await student.request.delete(`/api/bo/v1/internship-reports/${item.uuid}`, { headers: { authorization: studentToken } });
    }
    await narrowContext.close();
    await studentContext.close();
    await teacherContext.close();
  });
});
