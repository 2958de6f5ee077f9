import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer, isFocused, patchMe, resetDisplay, tabTo } from '../shell/shell-support';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/*
 * "So sehen mich andere" (issue 16): schueler rates herself (one rating by keyboard), saves, and
 * sees chart and table; she shares her own rating; lehrer (class 8a) opens her rating screen from
 * the class internships, sees what she shares and rates her; she then sees the teacher's column
 * and the question why they differ, answers it; she stops sharing and lehrer sees "nicht geteilt";
 * a parent link is made, copied and withdrawn. Every screen is checked with axe at 375 px and at
 * desktop width.
 */

const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
const STUDENT_NAME = 'Lena Schmidt';
const PAGE = '/so-sehen-mich-andere';
const SLOW = { timeout: 15_000 };
/** Unique per run: the e2e suite shares one server and database. */
const RUN = Date.now().toString(36);
const REFLECTION = `Im Praktikum war ich zweimal zu spät, weil der Bus ausfiel ${RUN}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ratingGroup = (page: Page, name: string) => page.getByRole('radiogroup', { name });
const tableCell = (page: Page, testId: string, item: string, source: string) =>
  page.getByTestId(testId).locator(`tr[data-item="${item}"] td[data-source="${source}"]`);

/**
 * Selects or clears a react-aria radio or checkbox by keyboard (focus + Space), as Mein Weg's
 * journey does: the inputs are visually hidden inside their labels, and at 375 px the quick menu
 * lies over the bottom of the page.
 */
async function setChecked(control: Locator, checked = true): Promise<void> {
  // Focus can still move while the page settles (the shell focuses the h1 after a route change),
  // so the press is repeated until it has landed.
  for (let attempt = 0; attempt < 3 && (await control.isChecked()) !== checked; attempt++) {
    await control.focus();
    await control.page().keyboard.press('Space');
    await expect
      .poll(() => control.isChecked(), { timeout: 3_000 })
      .toBe(checked)
      .catch(() => undefined);
  }
  expect(await control.isChecked(), `${String(control)} is ${checked ? 'checked' : 'unchecked'}`).toBe(checked);
}

/** Presses a button by keyboard (focus + Enter). */
async function press(button: Locator): Promise<void> {
  await button.focus();
  await button.page().keyboard.press('Enter');
}

async function openStudentPage(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'So sehen mich andere' }).waitFor(SLOW);
  await ratingGroup(page, 'Pünktlichkeit').waitFor(SLOW);
}

async function saveSelfRating(page: Page): Promise<void> {
  await press(page.getByRole('button', { name: 'Einschätzung speichern' }));
  await expect.poll(() => page.getByTestId('action-outcome').first().innerText(), SLOW).toContain('Super, deine Einschätzung ist gespeichert!');
}

describe('So sehen mich andere', () => {
  it('schueler rates herself, lehrer rates her, she compares, reflects and decides what teachers see', async () => {
    // schueler at 375 px.
    const studentContext = await newContext(browser, { width: 375 });
    await studentContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    const student = await studentContext.newPage();
    const studentBearer = captureBearer(student);
    await signIn(student, 'schueler', PAGE);
    const bearer = await studentBearer;
    await openStudentPage(student);
    await expectNoHorizontalScroll(student);
    await expectNoAxeViolations(student, 'So sehen mich andere (375 px)');

    // Rate by pointer …
    await setChecked(ratingGroup(student, 'Pünktlichkeit').getByRole('radio', { name: '5 von 5, trifft voll zu' }));
    await setChecked(ratingGroup(student, 'Technik verstehen').getByRole('radio', { name: 'weiß ich nicht' }));
    // … and by keyboard: the arrow keys move the choice inside a group, Tab leads on to the button.
    const sorgfalt = ratingGroup(student, 'Sorgfalt');
    await sorgfalt.getByRole('radio', { name: '1 von 5, trifft gar nicht zu' }).focus();
    await student.keyboard.press('Space');
    await student.keyboard.press('ArrowRight');
    await expect.poll(() => sorgfalt.getByRole('radio', { name: '2 von 5' }).isChecked()).toBe(true);
    // How many depends on the demo world's own ratings (Mein Weg's self-assessment): at least these.
    await expect.poll(() => student.locator('main').innerText()).toMatch(/[23] Änderungen sind noch nicht gespeichert\./);
    const saveButton = student.getByRole('button', { name: 'Einschätzung speichern' });
    await tabTo(student, saveButton);
    await student.keyboard.press('Enter');
    await expect.poll(() => student.getByTestId('action-outcome').first().innerText(), SLOW).toContain('Super, deine Einschätzung ist gespeichert!');

    // The comparison: the chart is one image with a name, the table holds the figures.
    const chart = student.getByRole('img', { name: /^Einschätzungen im Vergleich/ });
    await chart.waitFor(SLOW);
    expect(await chart.locator('[data-item="puenktlichkeit"] [data-source="self"]').count()).toBe(1);
    expect(await tableCell(student, 'assessment-table', 'puenktlichkeit', 'self').innerText()).toBe('5');
    expect(await tableCell(student, 'assessment-table', 'sorgfalt', 'self').innerText()).toBe('2');
    expect(await tableCell(student, 'assessment-table', 'technik', 'self').textContent()).toContain('noch keine Einschätzung');
    await expect.poll(() => student.getByRole('table', { name: /^Alle Einschätzungen als Tabelle/ }).count()).toBe(1);

    // She lets her teachers see her own rating.
    await setChecked(student.getByRole('checkbox', { name: 'Meine eigene Einschätzung' }));
    await press(student.getByRole('button', { name: 'Auswahl speichern' }));
    await expect.poll(() => student.locator('main').innerText(), SLOW).toContain('Deine Auswahl ist gespeichert.');
    await expectNoHorizontalScroll(student);
    await expectNoAxeViolations(student, 'So sehen mich andere after saving (375 px)');
    await student.screenshot({ path: '/tmp/assessments-student-375.png', fullPage: true });
    await screenshot(student, 'assessments-student-375');

    // lehrer: from the class internships to the student's rating screen.
    const teacherContext = await newContext(browser);
    const teacher = await teacherContext.newPage();
    await signIn(teacher, 'lehrer', `/lerngruppen/${CLASS_8A}/praktikum`);
    await teacher.getByTestId('class-internships').waitFor(SLOW);
    await teacher.getByRole('link', { name: `Einschätzung von ${STUDENT_NAME}` }).click();
    await teacher.getByRole('heading', { level: 1, name: `Einschätzung: ${STUDENT_NAME}` }).waitFor(SLOW);
    await expect.poll(() => tableCell(teacher, 'student-assessment-table', 'puenktlichkeit', 'self').innerText(), SLOW).toBe('5');
    expect(await tableCell(teacher, 'student-assessment-table', 'puenktlichkeit', 'parent').innerText()).toBe('nicht geteilt');
    await setChecked(ratingGroup(teacher, 'Pünktlichkeit').getByRole('radio', { name: '2 von 5' }));
    await setChecked(ratingGroup(teacher, 'Sorgfalt').getByRole('radio', { name: 'kann ich nicht beurteilen' }));
    await press(teacher.getByRole('button', { name: 'Einschätzung speichern' }));
    await expect.poll(() => teacher.getByTestId('action-outcome').first().innerText(), SLOW).toContain('Ihre Einschätzung ist gespeichert.');
    expect(await tableCell(teacher, 'student-assessment-table', 'puenktlichkeit', 'mine').innerText()).toBe('2');
    await expectNoHorizontalScroll(teacher);
    await expectNoAxeViolations(teacher, 'teacher rating screen (desktop)');
    await teacher.screenshot({ path: '/tmp/assessments-teacher-1280.png', fullPage: true });
    await screenshot(teacher, 'assessments-teacher-1280');
    await teacher.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(teacher);
    await expectNoAxeViolations(teacher, 'teacher rating screen (375 px)');

    // schueler sees the teacher's column and is asked why she sees herself differently.
    await student.reload();
    await openStudentPage(student);
    await expect.poll(() => tableCell(student, 'assessment-table', 'puenktlichkeit', 'teacher').innerText(), SLOW).toBe('2,0');
    expect(await student.locator('main').innerText()).toMatch(/\d+ Einschätzung(en)? von Lehrkräften/);
    expect(await chart.locator('[data-item="puenktlichkeit"] [data-source="teacher"]').count()).toBe(1);
    const reflection = student.getByRole('textbox', { name: 'Du siehst dich hier anders als andere. Woran könnte das liegen? zu Pünktlichkeit' });
    await reflection.fill(REFLECTION);
    await expect.poll(() => student.locator('main').innerText()).toContain(`${REFLECTION.length} von 1000 Zeichen`);
    await saveSelfRating(student);
    await student.reload();
    await openStudentPage(student);
    await expect.poll(() => reflection.inputValue(), SLOW).toBe(REFLECTION);

    // At desktop width.
    await student.setViewportSize({ width: 1280, height: 800 });
    await expectNoHorizontalScroll(student);
    await expectNoAxeViolations(student, 'So sehen mich andere (desktop)');
    await student.screenshot({ path: '/tmp/assessments-student-1280.png', fullPage: true });
    await screenshot(student, 'assessments-student-1280');

    // She stops sharing her own rating: lehrer sees "nicht geteilt".
    await setChecked(student.getByRole('checkbox', { name: 'Meine eigene Einschätzung' }), false);
    await press(student.getByRole('button', { name: 'Auswahl speichern' }));
    await expect.poll(() => student.locator('main').innerText(), SLOW).toContain('Deine Auswahl ist gespeichert.');
    await teacher.reload();
    await teacher.getByRole('heading', { level: 1, name: `Einschätzung: ${STUDENT_NAME}` }).waitFor(SLOW);
    await expect.poll(() => tableCell(teacher, 'student-assessment-table', 'puenktlichkeit', 'self').innerText(), SLOW).toBe('nicht geteilt');

    // A link for a parent: made without e-mail, copied, listed as open, withdrawn.
    await press(student.getByRole('button', { name: 'Link erstellen' }));
    const linkField = student.getByRole('textbox', { name: 'Link für deine Eltern' });
    await linkField.waitFor(SLOW);
    await student.locator('section', { has: student.getByRole('heading', { name: 'Eltern fragen' }) }).screenshot({ path: '/tmp/assessments-parent-link-1280.png' });
    expect(await linkField.inputValue()).toMatch(/\/rueckmeldung\/[A-Za-z0-9_-]{20,}$/);
    await press(student.getByRole('button', { name: 'Link kopieren' }));
    await expect.poll(() => student.locator('main').innerText()).toMatch(/Der Link ist kopiert\.|Kopieren hat nicht geklappt/);
    const revoke = student.getByRole('button', { name: /^Link vom .* zurückziehen$/ }).first();
    await revoke.waitFor(SLOW);
    await expectNoAxeViolations(student, 'parent link shown (desktop)');
    await revoke.focus();
    expect(await isFocused(revoke)).toBe(true);
    const openBefore = await student.getByRole('button', { name: /^Link vom .* zurückziehen$/ }).count();
    await student.keyboard.press('Enter');
    await expect.poll(() => student.locator('main').innerText(), SLOW).toContain('Der Link ist zurückgezogen.');
    await expect.poll(() => student.getByRole('button', { name: /^Link vom .* zurückziehen$/ }).count(), SLOW).toBe(openBefore - 1);

    // Leichte Sprache: the items' `_el` names, the screen's simple texts; high contrast: axe again.
    try {
      await patchMe(student, bearer, 'simple-language', { simple_language: true });
      await student.reload();
      await student.getByRole('heading', { level: 1, name: 'So sehen mich andere' }).waitFor(SLOW);
      await ratingGroup(student, 'Pünktlich sein').waitFor(SLOW);
      await expect.poll(() => student.locator('main').innerText()).toContain('Wie siehst du dich selbst?');
      await expect.poll(() => student.getByRole('button', { name: 'Antworten speichern' }).count()).toBe(1);
      await expectNoAxeViolations(student, 'So sehen mich andere in Leichter Sprache');
      await student.screenshot({ path: '/tmp/assessments-student-leicht-1280.png', fullPage: true });
      await patchMe(student, bearer, 'simple-language', { simple_language: false });
      await patchMe(student, bearer, 'contrast-mode', { contrast_mode: true });
      await student.reload();
      await openStudentPage(student);
      await expectNoAxeViolations(student, 'So sehen mich andere in high contrast');
      await student.screenshot({ path: '/tmp/assessments-student-contrast-1280.png', fullPage: true });
    } finally {
      await resetDisplay(student, bearer);
    }

    await studentContext.close();
    await teacherContext.close();
    // Two accounts, four looks and five axe runs: longer than the suite's minute on a busy machine.
  }, 180_000);
});
