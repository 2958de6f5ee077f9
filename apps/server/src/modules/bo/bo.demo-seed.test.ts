import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { germanDayOf, internshipStateOn, isOutsidePeriods } from '@berufswahl/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { openTestDatabase } from '../../test/test-database';
import { seedDemo } from '../../wiring/demo-seed';
import { createFilesFrontDoor } from '../files';
import { taskAnswers } from './answers/answers.schema';
import { seedDemoPortfolioPhoto } from './bo.demo-seed';
import { portfolios } from './portfolio/portfolio.schema';
import { stories } from './stories/stories.schema';
import { competenceAssessments, feedbackLinks } from './assessments/assessments.schema';
import { loadCompetences } from './assessments/competences';
import { loadFieldsOfWork } from './internships/internship-answer';
import { internshipPeriods, internshipReports, internships } from './internships/internships.schema';

// The demo's internships (issue 16, decision 190) on a fresh database: the seeding alone, no app.
const SCHUELER = 'c0000000-0000-4000-8000-000000000001';
const LEHRER = 'c0000000-0000-4000-8000-000000000003';
const SCHOOL_A = '7d3e4f50-1a2b-4c3d-9e8f-0a1b2c3d0001';
// A Wednesday noon in Germany; the dates count from it.
const NOW = new Date('2026-11-25T11:00:00Z');

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { isProduction: false, withLife: true, now: NOW });
}, 60_000);
afterAll(async () => database.close());

async function placementsOfSchueler() {
  return database.db.select().from(internships).where(eq(internships.studentUuid, SCHUELER)).orderBy(asc(internships.startDate));
}

describe('the demo internships', () => {
  it('give 8a a finished placement with three reports, a running one with a report and a submitted one to review', async () => {
    const today = germanDayOf(NOW);
    const placements = await placementsOfSchueler();
    expect(placements.map((row) => internshipStateOn(row.state, row.startDate, row.endDate, today))).toEqual(['finished', 'running', 'submitted']);
    const [finished, running, submitted] = placements;
    expect(finished!.endDate < today).toBe(true);
    expect(running!.startDate <= today && today <= running!.endDate).toBe(true);
    expect([finished!.reviewedByUuid, running!.reviewedByUuid, submitted!.reviewedByUuid]).toEqual([LEHRER, LEHRER, null]);
    expect(submitted!.submittedAt).not.toBeNull();

    const reportsOf = (uuid: string) => database.db.select().from(internshipReports).where(eq(internshipReports.internshipUuid, uuid));
    const finishedReports = await reportsOf(finished!.uuid);
    expect(finishedReports).toHaveLength(3);
    for (const report of finishedReports) expect(report.reportDate >= finished!.startDate && report.reportDate <= finished!.endDate).toBe(true);
    const runningReports = await reportsOf(running!.uuid);
    expect(runningReports).toHaveLength(1);
    expect(runningReports[0]!.reportDate <= today).toBe(true);
    expect(await reportsOf(submitted!.uuid)).toEqual([]);

    // Real Berufsfelder, fictitious supervisors at example.org.
    const keys = (await loadFieldsOfWork()).map((field) => field.key);
    for (const row of placements) {
      expect(keys).toContain(row.fieldOfWork);
      expect(row.supervisorEmail).toMatch(/@example\.org$/);
      expect(row.schoolUuid).toBe(SCHOOL_A);
    }
  });

  it('give school A internship periods for grade 8 that cover the finished and the running placement; the holiday placement shows the warning', async () => {
    const periods = (await database.db.select().from(internshipPeriods).where(eq(internshipPeriods.schoolUuid, SCHOOL_A))).map((period) => ({
      grade: period.grade,
      start_date: period.startDate,
      end_date: period.endDate,
    }));
    expect(periods.length).toBeGreaterThanOrEqual(1);
    expect(periods.every((period) => period.grade === 8)).toBe(true);
    const [finished, running, submitted] = await placementsOfSchueler();
    expect(isOutsidePeriods(finished!.startDate, finished!.endDate, periods)).toBe(false);
    expect(isOutsidePeriods(running!.startDate, running!.endDate, periods)).toBe(false);
    expect(isOutsidePeriods(submitted!.startDate, submitted!.endDate, periods)).toBe(true);
  });

  it('adds nothing twice and leaves what users changed when it runs again later', async () => {
    const [, running] = await placementsOfSchueler();
    await database.db.delete(internshipReports).where(eq(internshipReports.internshipUuid, running!.uuid));
    const before = { placements: await database.db.select().from(internships), periods: await database.db.select().from(internshipPeriods) };
    await seedDemo(database.db, { isProduction: false, withLife: true, now: new Date(NOW.getTime() + 20 * 24 * 60 * 60 * 1000) });
    expect(await database.db.select().from(internships)).toEqual(before.placements);
    expect(await database.db.select().from(internshipPeriods)).toEqual(before.periods);
    expect(await database.db.select().from(internshipReports).where(eq(internshipReports.internshipUuid, running!.uuid))).toEqual([]);
  });

  it('give the finished placement a released supervisor feedback through a used link, and schueler a self and a teacher rating', async () => {
    const [finished] = await placementsOfSchueler();
    const links = await database.db.select().from(feedbackLinks).where(eq(feedbackLinks.internshipUuid, finished!.uuid));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ source: 'supervisor', recipientEmail: 'j.brodersen@example.org', revokedAt: null });
    expect(links[0]!.usedAt).not.toBeNull();
    expect(links[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const rows = await database.db.select().from(competenceAssessments).where(eq(competenceAssessments.studentUuid, SCHUELER));
    expect(rows.map((row) => row.source).sort()).toEqual(['self', 'supervisor', 'teacher']);
    const supervisor = rows.find((row) => row.source === 'supervisor');
    expect(supervisor).toMatchObject({ linkUuid: links[0]!.uuid, releasedByUuid: LEHRER, daysPresent: 5 });
    expect(supervisor!.releasedAt).not.toBeNull();
    expect(rows.find((row) => row.source === 'teacher')?.raterUuid).toBe(LEHRER);
    // Every rated item is one of the content's, and every rating set names each item.
    const keys = (await loadCompetences()).map((competence) => competence.key).sort();
    for (const row of rows) expect(row.ratings.map((rating) => rating.item).sort()).toEqual(keys);
    // The days present fit the placement's calendar days.
    const calendarDays = (Date.parse(finished!.endDate) - Date.parse(finished!.startDate)) / 86_400_000 + 1;
    expect(supervisor!.daysPresent).toBeLessThanOrEqual(calendarDays);
  });

  it('adds the feedback and ratings once: a later run keeps the rows as they are', async () => {
    const before = { links: await database.db.select().from(feedbackLinks), rows: await database.db.select().from(competenceAssessments) };
    await seedDemo(database.db, { isProduction: false, withLife: true, now: new Date(NOW.getTime() + 40 * 24 * 60 * 60 * 1000) });
    expect(await database.db.select().from(feedbackLinks)).toEqual(before.links);
    expect(await database.db.select().from(competenceAssessments)).toEqual(before.rows);
  });
});

describe('the demo portfolio (issue 18)', () => {
  it('gives schueler „Über mich“ and three items – a story, a done Mein-Weg answer and the strengths – and the story its photo', async () => {
    const [portfolio] = await database.db.select().from(portfolios).where(eq(portfolios.ownerUuid, SCHUELER));
    expect(portfolio!.profile).toContain('Lena');
    expect(portfolio!.items.map((item) => item.kind)).toEqual(['story', 'answer', 'strengths']);
    const answerUuid = portfolio!.items[1]!.uuid!;
    const [answer] = await database.db.select().from(taskAnswers).where(eq(taskAnswers.uuid, answerUuid));
    expect(answer).toMatchObject({ userUuid: SCHUELER, kind: 'reflection' });
    expect(answer!.doneAt).not.toBeNull();

    const dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-demo-photo-'));
    try {
      const files = createFilesFrontDoor({ config: { dataDir, storageUrl: undefined, uploadStallSeconds: 30 }, db: database.db });
      expect(await seedDemoPortfolioPhoto({ db: database.db, files }, { isProduction: false })).toBe(true);
      const [story] = await database.db.select().from(stories).where(eq(stories.uuid, portfolio!.items[0]!.uuid!));
      expect(story).toMatchObject({ attachmentMimeType: 'image/png', attachmentName: 'regal.png' });
      // Once stored, a restart leaves it alone.
      expect(await seedDemoPortfolioPhoto({ db: database.db, files }, { isProduction: false })).toBe(false);
      await expect(seedDemoPortfolioPhoto({ db: database.db, files }, { isProduction: true })).rejects.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
