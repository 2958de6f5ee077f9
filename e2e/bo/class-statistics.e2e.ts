import type { ClassStatistics } from '@berufswahl/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer } from '../shell/shell-support';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/** Demo classes: 8a of school A (taught by `lehrer`), 9c of school B. */
const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
const CLASS_9C_SCHOOL_B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0011';
const STORY_API = '/api/bo/v1/artefacts/story';
const SLOW = { timeout: 15_000 };
/** Unique per run: the e2e suite shares one server and database. */
const RUN = Date.now().toString(36);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function statisticsFromApi(page: Page, bearer: string, days: 7 | 30 | 90): Promise<ClassStatistics> {
  const response = await page.request.get(`/api/bo/v1/classes/${CLASS_8A}/statistics?days=${days}`, { headers: { authorization: bearer } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ClassStatistics;
}

/** The figure as the page shows it, read from the definition list by its term. */
function figureOf(page: Page, term: string) {
  return page.locator('.class-statistics__figure').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) }).getByRole('definition');
}

/** The page's figures as text, in the order of the list. */
async function shownFigures(page: Page): Promise<string[]> {
  return page.locator('.class-statistics__figure dd').allInnerTexts();
}

function expectedFigures(statistics: ClassStatistics): string[] {
  const { figures } = statistics;
  return [
    String(figures.students),
    `${figures.active_students} von ${figures.students}`,
    String(figures.stories),
    String(figures.statements),
    String(figures.tasks_done),
    String(figures.pinboard_entries),
  ];
}

describe('class statistics', () => {
  it('lehrer opens the overview of 8a, sees the story schueler just wrote and switches the window by keyboard', async () => {
    const studentContext = await newContext(browser);
    const student = await studentContext.newPage();
    const studentBearer = captureBearer(student);
    await signIn(student, 'schueler');
    const studentToken = await studentBearer;

    const teacherContext = await newContext(browser);
    const teacher = await teacherContext.newPage();
    const teacherBearer = captureBearer(teacher);
    await signIn(teacher, 'lehrer');
    const teacherToken = await teacherBearer;

    const before = await statisticsFromApi(teacher, teacherToken, 7);
    const created = await student.request.post(STORY_API, {
      headers: { authorization: studentToken },
      data: { description: `Mein Tag in der Werkstatt #statistik${RUN}` },
    });
    expect(created.status()).toBe(201);
    const storyUuid = ((await created.json()) as { uuid: string }).uuid;

    try {
      // From the dashboard card "Meine Lerngruppen" to the overview.
      const groups = teacher.getByRole('region', { name: 'Meine Lerngruppen' });
      await groups.getByRole('link', { name: 'Lerngruppe 8a: Überblick' }).click();
      await expect.poll(() => teacher.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe('Überblick der Lerngruppe 8a');
      await expect.poll(() => teacher.getByRole('heading', { level: 2, name: 'Die letzten 7 Tage' }).count(), SLOW).toBe(1);
      await expect.poll(() => figureOf(teacher, 'Neue Stories').innerText(), SLOW).toBe(String(before.figures.stories + 1));
      const sevenDays = await statisticsFromApi(teacher, teacherToken, 7);
      expect(await shownFigures(teacher)).toEqual(expectedFigures(sevenDays));
      expect(sevenDays.figures.active_students).toBeGreaterThanOrEqual(1);
      // Counts only: nothing of the story's text reaches the teacher's page.
      expect(await teacher.locator('main').innerText()).not.toContain('Werkstatt');
      await screenshot(teacher, 'class-statistics');
      await expectNoAxeViolations(teacher, 'class statistics, 7 days');

      // The window is a radio group: arrow keys move the choice.
      await teacher.getByRole('radio', { name: 'Letzte 7 Tage' }).focus();
      await teacher.keyboard.press('ArrowRight');
      await expect.poll(() => teacher.getByRole('radio', { name: 'Letzte 30 Tage' }).isChecked(), SLOW).toBe(true);
      await expect.poll(() => teacher.getByRole('heading', { level: 2, name: 'Die letzten 30 Tage' }).count(), SLOW).toBe(1);
      expect(new URL(teacher.url()).searchParams.get('tage')).toBe('30');
      const thirtyDays = await statisticsFromApi(teacher, teacherToken, 30);
      await expect.poll(() => shownFigures(teacher), SLOW).toEqual(expectedFigures(thirtyDays));
      expect(thirtyDays.figures.stories).toBeGreaterThanOrEqual(sevenDays.figures.stories);
      await expectNoAxeViolations(teacher, 'class statistics, 30 days');
    } finally {
      // Self-cleaning: the story goes to the trash and is then deleted for good.
      await student.request.delete(`/api/bo/v1/artefacts/stories/${storyUuid}`, { headers: { authorization: studentToken } });
      await student.request.delete(`/api/bo/v1/artefacts/stories/${storyUuid}/forever`, { headers: { authorization: studentToken } });
      await studentContext.close();
    }

    // The deleted story no longer counts.
    await teacher.reload();
    await expect.poll(() => figureOf(teacher, 'Neue Stories').innerText(), SLOW).toBe(String((await statisticsFromApi(teacher, teacherToken, 30)).figures.stories));
    await teacherContext.close();
  });

  it('works at 375 px and tells a teacher when a group is not theirs', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'lehrer', `/lerngruppen/${CLASS_8A}?tage=90`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe('Überblick der Lerngruppe 8a');
    await expect.poll(() => page.getByRole('radio', { name: 'Letzte 90 Tage' }).isChecked(), SLOW).toBe(true);
    await expect.poll(() => page.locator('.class-statistics__figure').count(), SLOW).toBe(6);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'class-statistics-375');
    await expectNoAxeViolations(page, 'class statistics at 375 px');

    await page.goto(`/lerngruppen/${CLASS_9C_SCHOOL_B}`);
    await expect.poll(() => page.getByRole('alert').innerText(), SLOW).toContain('Diese Lerngruppe gibt es nicht, oder Sie unterrichten sie nicht.');
    expect(await page.getByRole('radio').count()).toBe(0);
    await expectNoAxeViolations(page, 'class statistics of another school');
    await context.close();
  });

  it('is reached by the school coordinator from the class list', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schuladmin', '/verwaltung/klassen');
    await page.getByRole('link', { name: /^Überblick der Lerngruppe 8a/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe('Überblick der Lerngruppe 8a');
    await expect.poll(() => page.locator('.class-statistics__figure').count(), SLOW).toBe(6);
    await expectNoAxeViolations(page, 'class statistics as school coordinator');
    await context.close();
  });
});
