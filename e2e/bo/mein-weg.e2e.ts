import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Answers come from a real server on a 2-core machine: poll longer than vitest's default second. */
const SLOW = { timeout: 15_000 };

/** Tasks of station 1 of the Sek I path (content/mein-weg/sek1.json). */
const REFLECTION_TASK = 'Eine Situation, in der du stark warst';
const CHECKLIST_TASK = 'Frag andere nach deinen Stärken';
/** An upload task of station 2 ("Berufe erkunden"). */
const UPLOAD_STATION = 'Berufe erkunden';
const UPLOAD_TASK = 'Steckbrief deines Lieblingsberufs';
/** A real 1×1 PNG: the student's photo of the poster. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab until the element has focus (keyboard only). */
async function tabTo(page: Page, locator: Locator): Promise<void> {
  for (let step = 0; step < 30; step++) {
    if (await isFocused(locator)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('element never received focus by Tab');
}

/**
 * Selects a react-aria radio or checkbox by keyboard (focus + Space): their inputs are visually
 * hidden inside the label, so a pointer click lands on the drawn box instead.
 */
async function select(control: Locator): Promise<void> {
  if (await control.isChecked()) return;
  await control.focus();
  await control.page().keyboard.press('Space');
  await expect.poll(() => control.isChecked(), SLOW).toBe(true);
}

/**
 * Waits until react-aria's own live announcer has dropped announcements that point by
 * aria-labelledby at an element of the previous page (it clears them after a few seconds); axe
 * reports such a leftover as an image without a name, which is not this screen's content.
 */
async function settleAnnouncer(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-live-announcer] [role="img"]').count(), { timeout: 15_000 }).toBe(0);
}

/** The progress bar of a station on /mein-weg, as "done" (aria-valuenow). */
async function stationDone(page: Page, stationTitle: string): Promise<number> {
  const bar = page.getByRole('progressbar', { name: `Fortschritt der Station ${stationTitle}` });
  await bar.waitFor();
  return Number(await bar.getAttribute('aria-valuenow'));
}

/** The progress bar of the first station on /mein-weg, as "done" (aria-valuenow). */
function firstStationDone(page: Page): Promise<number> {
  return stationDone(page, 'Stärken entdecken');
}

/** Moves the student's answer to a task into the trash and deletes it for ever, if there is one. */
async function removeAnswer(page: Page, taskTitle: string): Promise<void> {
  await page.goto('/reflexion');
  await page.getByRole('heading', { level: 1, name: 'Reflexion' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Papierkorb' }).waitFor();
  const toTrash = page.getByRole('button', { name: `In den Papierkorb: ${taskTitle}` });
  if ((await toTrash.count()) > 0) {
    await toTrash.click();
    await expect.poll(() => toTrash.count(), SLOW).toBe(0);
  }
  const forever = page.getByRole('button', { name: `Endgültig löschen: ${taskTitle}` });
  for (let left = await forever.count(); left > 0; left -= 1) {
    await forever.first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Antwort endgültig löschen?' });
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => forever.count(), SLOW).toBe(left - 1);
  }
}

describe('Mein Weg', () => {
  it('a teacher activates a station, the student sees it, does tasks and uses the Reflexion trash', { timeout: 240_000 }, async () => {
    const teacherContext = await newContext(browser);
    const teacher = await teacherContext.newPage();
    const studentContext = await newContext(browser);
    const student = await studentContext.newPage();
    let previousStation: string | null = null;
    try {
      // The teacher picks a station for 8a (one that is not active yet, so the students hear of it).
      await signIn(teacher, 'lehrer', '/stationen');
      await expect.poll(() => teacher.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe('Aktive Stationen Ihrer Lerngruppen');
      const classCard = teacher.getByRole('listitem', { name: /Lerngruppe 8a/ });
      await classCard.waitFor();
      const current = /Aktiv: Station \d+ – ([^(]+) \(/.exec(await classCard.innerText());
      previousStation = current?.[1]?.trim() ?? null;
      const target = previousStation === 'Praktikum vorbereiten' ? 'Station 5: Bewerbung' : 'Station 3: Praktikum vorbereiten';
      await expectNoAxeViolations(teacher, 'stations of a teacher');
      await select(classCard.getByRole('radio', { name: new RegExp(`^${target}`) }));
      await classCard.getByRole('button', { name: 'Station für die Lerngruppe 8a aktivieren' }).click();
      const targetTitle = target.replace(/^Station \d+: /, '');
      await expect
        .poll(() => classCard.getByRole('status').innerText(), SLOW)
        .toBe(`Die Station „${targetTitle}“ ist jetzt für die Lerngruppe 8a aktiv. Die Schüler*innen wurden benachrichtigt.`);
      await expect.poll(() => classCard.innerText(), SLOW).toContain(`Aktiv: ${target.replace(':', ' –')}`);
      await screenshot(teacher, 'mein-weg-teacher-stations');

      // The student sees that station highlighted on Mein Weg.
      await signIn(student, 'schueler', '/mein-weg');
      await expect.poll(() => student.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe('Mein Weg – Sekundarstufe I');
      const active = student.locator('li[aria-current="step"]');
      await expect.poll(() => active.innerText(), SLOW).toContain(targetTitle);
      expect(await active.innerText()).toContain('Aktive Station deiner Klasse');
      expect(await student.locator('li[aria-current="step"]').count()).toBe(1);
      await expectNoAxeViolations(student, 'Mein Weg');
      await screenshot(student, 'mein-weg-path');

      // Start clean: answers of an earlier run would count as done already.
      await removeAnswer(student, REFLECTION_TASK);
      await removeAnswer(student, CHECKLIST_TASK);
      await student.goto('/mein-weg');
      const doneBefore = await firstStationDone(student);

      // A reflection, by keyboard alone: the empty answer is refused with the contract's message.
      await student.getByRole('link', { name: REFLECTION_TASK }).click();
      await expect.poll(() => student.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe(REFLECTION_TASK);
      const text = student.getByRole('textbox', { name: /^Deine Antwort/ });
      const save = student.getByRole('button', { name: 'Speichern' });
      await tabTo(student, save);
      await student.keyboard.press('Enter');
      await expect.poll(() => isFocused(text), SLOW).toBe(true);
      await expect.poll(() => student.getByText('Deine Antwort ist ein Pflichtfeld').count(), SLOW).toBeGreaterThan(0);
      await student.keyboard.type('Beim Sportfest habe ich die Staffel meiner Klasse organisiert. Ich kann gut planen.');
      await tabTo(student, student.getByRole('checkbox', { name: 'Ich habe die Aufgabe erledigt.' }));
      await student.keyboard.press('Space');
      await tabTo(student, save);
      await student.keyboard.press('Enter');
      await expect.poll(() => student.getByRole('status').allInnerTexts(), SLOW).toContain('Super, die Aufgabe ist erledigt!');
      await settleAnnouncer(student);
      await expectNoAxeViolations(student, 'task: reflection');
      await screenshot(student, 'mein-weg-task-reflection');

      // A checklist: two ticks, saved, not yet done.
      await student.getByRole('link', { name: 'Zurück zu Mein Weg' }).click();
      await student.getByRole('link', { name: CHECKLIST_TASK }).click();
      await expect.poll(() => student.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe(CHECKLIST_TASK);
      await select(student.getByRole('checkbox', { name: 'Jemanden aus meiner Familie' }));
      await select(student.getByRole('checkbox', { name: 'Eine Freundin oder einen Freund' }));
      await student.getByRole('button', { name: 'Speichern' }).click();
      await expect.poll(() => student.getByRole('status').allInnerTexts(), SLOW).toContain('Deine Antwort ist gespeichert.');
      await settleAnnouncer(student);
      await expectNoAxeViolations(student, 'task: checklist');

      // Progress: the station counts the finished reflection (the checklist is started, not done).
      await student.getByRole('link', { name: 'Zurück zu Mein Weg' }).click();
      await expect.poll(() => firstStationDone(student), SLOW).toBe(doneBefore + 1);
      const firstStation = student.getByRole('listitem', { name: /Stärken entdecken/ });
      expect(await firstStation.innerText()).toMatch(new RegExp(`${REFLECTION_TASK}[\\s\\S]*erledigt`));

      // Reflexion: the answers are listed; one goes to the trash and comes back.
      await student.goto('/reflexion');
      await expect.poll(() => student.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe('Reflexion');
      await expect.poll(() => student.getByText('Beim Sportfest habe ich die Staffel').count(), SLOW).toBe(1);
      await expectNoAxeViolations(student, 'Reflexion');
      await student.getByRole('button', { name: `In den Papierkorb: ${REFLECTION_TASK}` }).click();
      await expect.poll(() => student.getByRole('status').allInnerTexts(), SLOW).toContain(`„${REFLECTION_TASK}“ liegt jetzt im Papierkorb.`);
      const restore = student.getByRole('button', { name: `Wiederherstellen: ${REFLECTION_TASK}` });
      await restore.waitFor();
      await screenshot(student, 'mein-weg-reflexion-trash');
      await expectNoAxeViolations(student, 'Reflexion with trash');
      await restore.click();
      await expect.poll(() => student.getByRole('status').allInnerTexts(), SLOW).toContain(`„${REFLECTION_TASK}“ ist wiederhergestellt.`);
      await student.getByRole('button', { name: `In den Papierkorb: ${REFLECTION_TASK}` }).waitFor();

      // Deleting for ever asks first.
      await student.getByRole('button', { name: `In den Papierkorb: ${CHECKLIST_TASK}` }).click();
      await student.getByRole('button', { name: `Endgültig löschen: ${CHECKLIST_TASK}` }).click();
      const dialog = student.getByRole('alertdialog', { name: 'Antwort endgültig löschen?' });
      await dialog.waitFor();
      await expectNoAxeViolations(student, 'Reflexion: delete for ever');
      await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => student.getByRole('button', { name: `Endgültig löschen: ${CHECKLIST_TASK}` }).count(), SLOW).toBe(0);
    } finally {
      // Leave no answers and the class's earlier station behind for other journeys.
      if (!student.isClosed()) {
        await removeAnswer(student, REFLECTION_TASK).catch(() => undefined);
        await removeAnswer(student, CHECKLIST_TASK).catch(() => undefined);
      }
      if (previousStation && !teacher.isClosed()) {
        await teacher.goto('/stationen').catch(() => undefined);
        const classCard = teacher.getByRole('listitem', { name: /Lerngruppe 8a/ });
        await classCard.waitFor({ timeout: 10_000 }).catch(() => undefined);
        await select(classCard.getByRole('radio', { name: new RegExp(`: ${previousStation}`) })).catch(() => undefined);
        await classCard.getByRole('button', { name: 'Station für die Lerngruppe 8a aktivieren' }).click().catch(() => undefined);
        await expect.poll(() => classCard.getByRole('status').innerText(), SLOW).toContain('ist jetzt').catch(() => undefined);
      }
      await teacherContext.close();
      await studentContext.close();
    }
  });

  it('does an upload task: a file is required for "done", the PNG is uploaded, the task is done and the station moves on', { timeout: 120_000 }, async () => {
    const context = await newContext(browser);
    const student = await context.newPage();
    try {
      await signIn(student, 'schueler', '/mein-weg');
      // Start clean: an answer of an earlier run would count as done already.
      await removeAnswer(student, UPLOAD_TASK);
      await student.goto('/mein-weg');
      await expect.poll(() => student.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe('Mein Weg – Sekundarstufe I');
      const doneBefore = await stationDone(student, UPLOAD_STATION);

      await student.getByRole('link', { name: UPLOAD_TASK }).click();
      await expect.poll(() => student.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe(UPLOAD_TASK);
      const upload = student.locator('.answer-form__upload');
      const uploadButton = upload.getByRole('button', { name: 'Datei hochladen' });
      const doneBox = student.getByRole('checkbox', { name: 'Ich habe die Aufgabe erledigt.' });
      const save = student.getByRole('button', { name: 'Speichern' });

      // Nothing chosen: the upload asks for a file, and "done" without a file is refused by the server.
      await uploadButton.click();
      await expect.poll(() => upload.getByRole('alert').innerText(), SLOW).toBe('Bitte wähle zuerst eine Datei aus.');
      await select(doneBox);
      await save.click();
      await expect
        .poll(() => student.getByRole('alert').allInnerTexts(), SLOW)
        .toContain('Lade zuerst eine Datei hoch, bevor du die Aufgabe als erledigt markierst.');

      // The poster's photo: chosen, shown, uploaded; the task page then links the student's file.
      await upload.locator('input[type="file"]').setInputFiles({ name: 'steckbrief-baecker.png', mimeType: 'image/png', buffer: PNG });
      await upload.getByRole('button', { name: 'steckbrief-baecker.png entfernen' }).waitFor();
      await uploadButton.click();
      await expect.poll(() => upload.getByRole('status').innerText(), SLOW).toBe('steckbrief-baecker.png ist hochgeladen.');
      await upload.getByRole('link', { name: 'steckbrief-baecker.png' }).waitFor(SLOW);
      expect(await upload.innerText()).toContain('Deine Datei:');
      await expect.poll(() => upload.getByText('Neue Datei auswählen (ersetzt deine Datei)').count(), SLOW).toBeGreaterThan(0);

      // Now "done" is accepted.
      await select(doneBox);
      await save.click();
      await expect.poll(() => student.getByRole('status').allInnerTexts(), SLOW).toContain('Super, die Aufgabe ist erledigt!');
      await settleAnnouncer(student);
      await expectNoAxeViolations(student, 'task: upload');
      await screenshot(student, 'mein-weg-task-upload');

      // Progress: the station counts the finished upload task.
      await student.getByRole('link', { name: 'Zurück zu Mein Weg' }).click();
      await expect.poll(() => stationDone(student, UPLOAD_STATION), SLOW).toBe(doneBefore + 1);
      const station = student.getByRole('listitem', { name: new RegExp(UPLOAD_STATION) });
      const taskItem = station.locator('li.task-list__item').filter({ hasText: UPLOAD_TASK });
      expect(await taskItem.locator('.task-status').innerText()).toBe('erledigt');

      // Reflexion lists the answer with its file.
      await student.goto('/reflexion');
      await expect.poll(() => student.getByText('steckbrief-baecker.png').count(), SLOW).toBeGreaterThan(0);
    } finally {
      // Leave no answer (and no file in schueler's storage) behind for reruns and other journeys.
      if (!student.isClosed()) await removeAnswer(student, UPLOAD_TASK).catch(() => undefined);
      await context.close();
    }
  });

  it('tells a teacher without a class why no station can be chosen, at 375 px', { timeout: 60_000 }, async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    try {
      await signIn(page, 'lehrer-neu', '/stationen');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), SLOW).toBe('Aktive Stationen Ihrer Lerngruppen');
      await expect.poll(() => page.getByText('Ihnen ist noch keine Lerngruppe zugeordnet.', { exact: false }).count(), SLOW).toBe(1);
      expect(await page.getByRole('button', { name: /aktivieren/ }).count()).toBe(0);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, 'stations of a teacher without classes');
      await screenshot(page, 'mein-weg-teacher-without-class-375');
    } finally {
      await context.close();
    }
  });
});
