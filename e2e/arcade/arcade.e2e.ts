import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Answers come from a real server on a 2-core machine: poll longer than vitest's default second. */
const SLOW = { timeout: 15_000 };

/** A task of the Sek I path (content/mein-weg/sek1.json, station "Stärken entdecken"). */
const QUEST_TASK = 'Frag andere nach deinen Stärken';

/** The points the menu's profile link shows ("Rang: … · 120 Punkte"). */
async function pointsInMenu(page: Page): Promise<number> {
  const stats = page.getByTestId('arcade-profile').first();
  await expect.poll(() => stats.innerText(), SLOW).toMatch(/Punkte/);
  const match = /([\d.]+) Punkte/.exec(await stats.innerText());
  return Number((match?.[1] ?? '0').replace(/\./g, ''));
}

/** Finishes a running quest of the task, if one is left over from an earlier run. */
async function finishRunningQuest(page: Page): Promise<void> {
  const finish = page.getByRole('button', { name: `Quest beenden: „${QUEST_TASK}“` });
  if ((await finish.count()) === 0) return;
  await finish.click();
  await expect.poll(() => finish.count(), SLOW).toBe(0);
}

describe('arcade: quests, points, trophies and ranking', () => {
  it('a teacher starts a quest, a student joins it and earns points, the teacher finishes it', { timeout: 180_000 }, async () => {
    const teacherContext = await newContext(browser);
    const teacher = await teacherContext.newPage();
    const studentContext = await newContext(browser);
    const student = await studentContext.newPage();
    try {
      // The teacher starts a quest for 8a from a task of the path.
      await signIn(teacher, 'lehrer', '/quests');
      await expect.poll(() => teacher.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe('Quests');
      await teacher.getByLabel('Aufgabe aus Mein Weg').waitFor();
      await finishRunningQuest(teacher);
      await expectNoAxeViolations(teacher, 'teacher quests');
      await teacher.getByRole('button', { name: 'Quest starten' }).click();
      await expect.poll(() => teacher.getByText('Aufgabe ist ein Pflichtfeld').count(), SLOW).toBe(1);
      await teacher.getByLabel('Aufgabe aus Mein Weg').selectOption({ label: QUEST_TASK });
      await teacher.getByRole('button', { name: 'Quest starten' }).click();
      await expect.poll(() => teacher.getByRole('status').allInnerTexts(), SLOW).toContain(`Die Quest „${QUEST_TASK}“ läuft jetzt. Die Klasse wurde benachrichtigt.`);
      const card = teacher.getByTestId('teacher-quest').filter({ hasText: QUEST_TASK });
      await expect.poll(() => card.innerText(), SLOW).toMatch(/Machen mit: 0 von \d+/);
      await expectNoAxeViolations(teacher, 'teacher quests with a running quest');
      await screenshot(teacher, 'arcade-teacher-quests');

      // The student sees it on the dashboard, joins, and the class's bar and the points move.
      await signIn(student, 'schueler');
      const quests = student.getByTestId('student-quests');
      await expect.poll(() => quests.innerText(), SLOW).toContain(QUEST_TASK);
      const bar = quests.getByRole('progressbar', { name: 'So weit ist deine Klasse' });
      const joinedBefore = Number(await bar.getAttribute('aria-valuenow'));
      const pointsBefore = await pointsInMenu(student);
      await expectNoAxeViolations(student, 'student dashboard');
      await screenshot(student, 'arcade-student-dashboard');

      await quests.getByRole('button', { name: `Mitmachen: Quest „${QUEST_TASK}“` }).click();
      await expect.poll(() => bar.getAttribute('aria-valuenow'), SLOW).toBe(String(joinedBefore + 1));
      await expect.poll(() => quests.innerText(), SLOW).toContain('Du machst mit!');
      await expect.poll(() => pointsInMenu(student), SLOW).toBe(pointsBefore + 10);
      await expectNoAxeViolations(student, 'student dashboard after joining');

      // Points and trophies: the quest trophy is earned.
      await student.getByTestId('arcade-profile').first().getByRole('link').click();
      await expect.poll(() => student.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe('Deine Punkte und Trophäen');
      await expect.poll(() => student.getByTestId('arcade-points-summary').innerText(), SLOW).toContain(`${pointsBefore + 10} Punkte`);
      const teamTrophy = student.getByRole('listitem').filter({ has: student.getByRole('heading', { name: 'Teamgeist' }) });
      await expect.poll(() => teamTrophy.innerText(), SLOW).toContain('Erhalten am');
      await expectNoAxeViolations(student, 'points and trophies');
      await screenshot(student, 'arcade-points');

      // The ranking shows the class only, and the student can leave it and come back.
      await student.getByRole('link', { name: 'Zur Rangliste deiner Klasse' }).click();
      await expect.poll(() => student.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe('Rangliste der Klasse 8a');
      await expect.poll(() => student.getByTestId('arcade-ranking').innerText(), SLOW).toContain('Lena S. (du)');
      expect(await student.getByTestId('arcade-ranking').innerText()).not.toContain('Emil');
      const visibility = student.getByRole('switch', { name: 'Für meine Klasse in der Rangliste sichtbar sein' });
      expect(await visibility.isChecked()).toBe(true);
      await visibility.focus();
      await student.keyboard.press('Space');
      await expect.poll(() => student.getByText('Du bist für die anderen unsichtbar.', { exact: false }).count(), SLOW).toBe(1);
      await expect.poll(() => student.getByRole('status').allInnerTexts(), SLOW).toContain('Gespeichert.');
      await expectNoAxeViolations(student, 'ranking, hidden');
      // Keyboard only: the switch keeps the focus.
      expect(await visibility.evaluate((element) => element === document.activeElement)).toBe(true);
      await student.keyboard.press('Space');
      await expect.poll(() => visibility.isChecked(), SLOW).toBe(true);
      await expectNoAxeViolations(student, 'ranking');
      await screenshot(student, 'arcade-ranking');

      // The teacher sees the student taking part, then finishes the quest.
      await teacher.reload();
      await expect.poll(() => card.innerText(), SLOW).toMatch(/Machen mit: 1 von \d+/);
      await card.getByRole('button', { name: `Quest beenden: „${QUEST_TASK}“` }).click();
      await expect.poll(() => teacher.getByRole('status').allInnerTexts(), SLOW).toContain(`Die Quest „${QUEST_TASK}“ ist beendet.`);
      await expect.poll(() => teacher.getByRole('button', { name: `Quest beenden: „${QUEST_TASK}“` }).count(), SLOW).toBe(0);
      await expectNoAxeViolations(teacher, 'teacher quests after finishing');

      // Finished quests are cleared from the student's dashboard.
      await student.goto('/');
      await expect.poll(() => student.getByTestId('student-quests').innerText(), SLOW).toContain('Gerade läuft keine Quest.');
    } finally {
      // Leave the student visible in the ranking and no running quest behind for other journeys.
      if (!student.isClosed()) {
        await student.goto('/rangliste').catch(() => undefined);
        const visibility = student.getByRole('switch', { name: 'Für meine Klasse in der Rangliste sichtbar sein' });
        await visibility.waitFor({ timeout: 10_000 }).catch(() => undefined);
        if ((await visibility.count()) > 0 && !(await visibility.isChecked())) await visibility.check().catch(() => undefined);
      }
      if (!teacher.isClosed()) {
        await teacher.goto('/quests').catch(() => undefined);
        await teacher.getByLabel('Aufgabe aus Mein Weg').waitFor({ timeout: 10_000 }).catch(() => undefined);
        await finishRunningQuest(teacher).catch(() => undefined);
      }
      await teacherContext.close();
      await studentContext.close();
    }
  });

  it('shows a student the dashboard sections and the ranking at 375 px without horizontal scrolling', { timeout: 90_000 }, async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'schueler');
    await page.getByTestId('dashboard-videos').waitFor();
    expect(await page.getByTestId('dashboard-videos').innerText()).toContain('Platzhalter');
    await page.getByTestId('dashboard-active-station').waitFor();
    const storyButton = page.getByRole('button', { name: 'Story erstellen' });
    const opened = page.evaluate(
      () => new Promise<boolean>((resolve) => window.addEventListener('berufswahl:open-story-form', () => resolve(true), { once: true })),
    );
    await storyButton.click();
    expect(await opened).toBe(true);
    await page.keyboard.press('Escape');
    await page.goto('/rangliste');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe('Rangliste der Klasse 8a');
    await expectNoAxeViolations(page, 'ranking at 375 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'arcade-ranking-375');
    await context.close();
  });
});
