import path from 'node:path';
import { FEEDBACK_LIMITS, IMAGE_FILE_TYPES, parseHashtags } from '@berufswahl/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { contentPath } from '../../platform/content';
import type { Database } from '../../platform/db/client';
import { DemoSeedRefusedError } from '../../platform/db/seed/demo-seed';
import type { FilesFrontDoor } from '../files';
import { taskAnswers } from './answers/answers.schema';
import { findTask } from './career-orientations/mein-weg-content';
import { daysBefore, germanDayAfter, type DemoLife } from '../../platform/db/seed/demo-life';
import type { DemoWorld } from '../../platform/db/seed/demo-seed';
import { competenceAssessments, feedbackLinks, type StoredRating } from './assessments/assessments.schema';
import { hashFeedbackToken, newFeedbackToken } from './assessments/feedback-token';
import { internshipPeriods, internshipReports, internships } from './internships/internships.schema';
import { pinboardEntries } from './pinboard/pinboard.schema';
import { portfolios } from './portfolio/portfolio.schema';
import { statements } from './statements/statements.schema';
import { classActiveStations } from './stations/stations.schema';
import { stories } from './stories/stories.schema';

/** The demo's active station, stories, statements and pins (decision 190), straight into the tables. */
export async function seedBoDemoLife(db: Database, life: DemoLife, now: Date): Promise<void> {
  const at = (days: number) => daysBefore(now, days);
  for (const station of life.active_stations) {
    await db
      .insert(classActiveStations)
      .values({ classUuid: station.class, stationUuid: station.station, activatedBy: station.activated_by, activatedAt: at(station.days_ago) })
      .onConflictDoNothing();
  }
  for (const story of life.stories) {
    const created = at(story.days_ago);
    await db
      .insert(stories)
      .values({
        uuid: story.uuid,
        ownerUuid: story.owner,
        description: story.description,
        hashtags: parseHashtags(story.description),
        createdAt: created,
        updatedAt: created,
      })
      .onConflictDoNothing();
  }
  for (const statement of life.statements) {
    const created = at(statement.days_ago);
    await db
      .insert(statements)
      .values({ uuid: statement.uuid, ownerUuid: statement.owner, text: statement.text, createdAt: created, updatedAt: created })
      .onConflictDoNothing();
  }
  for (const pin of life.pins) {
    await db
      .insert(pinboardEntries)
      .values({ uuid: pin.uuid, ownerUuid: pin.owner, classUuid: pin.class, kind: pin.kind, itemUuid: pin.item, createdAt: at(pin.days_ago) })
      .onConflictDoNothing();
  }
}

/** A school's uuid by its key in the world ("A"); a world whose internships name an unknown school is broken. */
function schoolUuidOf(world: Pick<DemoWorld, 'schools'>, key: string): string {
  const school = world.schools.find((candidate) => candidate.key === key);
  if (!school) throw new Error(`demo world: no school "${key}" for the internships`);
  return school.uuid;
}

/**
 * The demo's internships (issue 16): school A's periods for grade 8 and the placements of 8a – a
 * finished one with three reports, a running one with one report, a submitted one for the teacher
 * to review. Dates count from `now` (German calendar days), so a fresh instance shows each state;
 * rows are added once by uuid, then they are the users' (a restart changes nothing, and as days pass
 * the running placement finishes like a real one).
 */
export async function seedInternshipsDemoLife(db: Database, world: Pick<DemoWorld, 'schools' | 'life'>, now: Date): Promise<void> {
  const day = (offset: number) => germanDayAfter(now, offset);
  // An instant on a day of the world: `day` counts forward, `daysBefore` backward.
  const at = (offset: number) => daysBefore(now, -offset);
  for (const period of world.life.internship_periods) {
    await db
      .insert(internshipPeriods)
      .values({
        uuid: period.uuid,
        schoolUuid: schoolUuidOf(world, period.school),
        grade: period.grade,
        label: period.label,
        startDate: day(period.start_day),
        endDate: day(period.end_day),
        createdByUuid: period.created_by,
        createdAt: at(Math.min(period.start_day, 0) - 30),
      })
      .onConflictDoNothing();
  }
  for (const placement of world.life.internships) {
    const created = at(placement.submitted_day ?? Math.min(placement.start_day, 0) - 1);
    const [inserted] = await db
      .insert(internships)
      .values({
        uuid: placement.uuid,
        studentUuid: placement.student,
        schoolUuid: schoolUuidOf(world, placement.school),
        companyName: placement.company_name,
        street: placement.street,
        postcode: placement.postcode,
        city: placement.city,
        fieldOfWork: placement.field_of_work,
        supervisorName: placement.supervisor_name,
        supervisorEmail: placement.supervisor_email,
        supervisorPhone: placement.supervisor_phone ?? null,
        startDate: day(placement.start_day),
        endDate: day(placement.end_day),
        dailyHours: placement.daily_hours ?? null,
        expectations: placement.expectations ?? null,
        state: placement.state,
        submittedAt: placement.submitted_day === undefined ? null : at(placement.submitted_day),
        reviewComment: placement.review_comment ?? null,
        reviewedByUuid: placement.reviewed_by ?? null,
        reviewedAt: placement.reviewed_day === undefined ? null : at(placement.reviewed_day),
        createdAt: created,
        updatedAt: at(placement.reviewed_day ?? placement.submitted_day ?? 0),
      })
      .onConflictDoNothing()
      .returning({ uuid: internships.uuid });
    // Reports only with their placement's first seed: a report the student deleted stays deleted.
    if (!inserted) continue;
    for (const report of placement.reports) {
      await db
        .insert(internshipReports)
        .values({ uuid: report.uuid, internshipUuid: placement.uuid, authorUuid: placement.student, reportDate: day(report.day), text: report.text, createdAt: at(report.day) })
        .onConflictDoNothing();
    }
  }
}

/** The world's ratings by item key as stored (a list in the world's order). */
const storedRatings = (ratings: Record<string, number | null>): StoredRating[] => Object.entries(ratings).map(([item, value]) => ({ item, value }));

/**
 * The demo's feedback and ratings (decision 230): the supervisor's released feedback on a finished
 * placement – through a link that was used, whose token nobody knows (a random one, only hashed) –
 * and the student's own and a teacher's rating, so "So sehen mich andere" is not empty. Added once
 * by uuid; a student who already rated themselves keeps their own row (the one-self-row index).
 */
export async function seedFeedbackDemoLife(db: Database, world: Pick<DemoWorld, 'schools' | 'life'>, now: Date): Promise<void> {
  const at = (offset: number) => daysBefore(now, -offset);
  for (const placement of world.life.internships) {
    const feedback = placement.supervisor_feedback;
    if (!feedback) continue;
    // A placement that is gone (removed by its people) takes its feedback with it; it is not brought back.
    const [exists] = await db.select({ uuid: internships.uuid }).from(internships).where(eq(internships.uuid, placement.uuid));
    if (!exists) continue;
    const schoolUuid = schoolUuidOf(world, placement.school);
    await db
      .insert(feedbackLinks)
      .values({
        uuid: feedback.link_uuid,
        studentUuid: placement.student,
        schoolUuid,
        internshipUuid: placement.uuid,
        source: 'supervisor',
        tokenHash: hashFeedbackToken(newFeedbackToken()),
        recipientEmail: placement.supervisor_email,
        recipientName: placement.supervisor_name,
        createdByUuid: feedback.link_created_by,
        expiresAt: at(feedback.link_day + FEEDBACK_LIMITS.linkDays),
        usedAt: at(feedback.submitted_day),
        createdAt: at(feedback.link_day),
      })
      .onConflictDoNothing();
    await db
      .insert(competenceAssessments)
      .values({
        uuid: feedback.uuid,
        studentUuid: placement.student,
        schoolUuid,
        source: 'supervisor',
        linkUuid: feedback.link_uuid,
        internshipUuid: placement.uuid,
        daysPresent: feedback.days_present,
        ratings: storedRatings(feedback.ratings),
        comment: feedback.comment ?? null,
        releasedAt: feedback.released_day === undefined ? null : at(feedback.released_day),
        releasedByUuid: feedback.released_by ?? null,
        createdAt: at(feedback.submitted_day),
        updatedAt: at(feedback.released_day ?? feedback.submitted_day),
      })
      .onConflictDoNothing();
  }
  for (const assessment of world.life.assessments) {
    await db
      .insert(competenceAssessments)
      .values({
        uuid: assessment.uuid,
        studentUuid: assessment.student,
        schoolUuid: schoolUuidOf(world, assessment.school),
        source: assessment.source,
        raterUuid: assessment.rater ?? null,
        ratings: storedRatings(assessment.ratings),
        reflections: assessment.reflections,
        teacherVisibleSources: assessment.teacher_visible_sources,
        createdAt: at(assessment.day),
        updatedAt: at(assessment.day),
      })
      .onConflictDoNothing();
  }
}

/*
 * The demo portfolio of `schueler` (issue 18): „Über mich“ and three items – the Girls'-Day story
 * (its photo comes with {@link seedDemoPortfolioPhoto}, which needs the object store), a done
 * Mein-Weg answer and the strengths of „So sehen mich andere“. Added once; then it is the student's.
 */
const DEMO_PORTFOLIO = {
  student: 'schueler',
  story: 'd0000000-0000-4000-8000-000000000031',
  answer: 'd0000000-0000-4000-8000-000000000071',
  /** „Was hat dich überrascht?“-style reflection task of the Sek I path (content/mein-weg/sek1.json). */
  task: '25374f87-dc4b-5d1c-93d8-c260a2c6c9ff',
  answerText: 'In der Tischlerei habe ich gemerkt, dass ich gern mit den Händen arbeite und genau plane, bevor ich säge.',
  answeredDaysAgo: 5,
  profile:
    'Ich bin Lena, 14 Jahre alt, und gehe in die Klasse 8a.\n\nIch baue gern Dinge aus Holz und arbeite am liebsten im Team. Beim Girls\' Day in einer Tischlerei habe ich mein erstes Werkstück gesägt. Ich möchte einen Beruf lernen, in dem ich am Ende sehe, was ich geschafft habe.',
  photo: 'demo/portfolio/regal.png',
} as const;

export async function seedPortfolioDemoLife(db: Database, world: Pick<DemoWorld, 'users'>, now: Date): Promise<void> {
  const student = world.users.find((user) => user.username === DEMO_PORTFOLIO.student);
  const found = await findTask(DEMO_PORTFOLIO.task);
  if (!student || !found) throw new Error('demo world: no schueler or no Mein-Weg task for the demo portfolio');
  const answeredAt = daysBefore(now, DEMO_PORTFOLIO.answeredDaysAgo);
  await db
    .insert(taskAnswers)
    .values({
      uuid: DEMO_PORTFOLIO.answer,
      userUuid: student.uuid,
      taskUuid: DEMO_PORTFOLIO.task,
      stationUuid: found.station.uuid,
      kind: found.task.kind,
      text: DEMO_PORTFOLIO.answerText,
      doneAt: answeredAt,
      createdAt: answeredAt,
      updatedAt: answeredAt,
    })
    .onConflictDoNothing();
  await db
    .insert(portfolios)
    .values({
      ownerUuid: student.uuid,
      profile: DEMO_PORTFOLIO.profile,
      items: [{ kind: 'story', uuid: DEMO_PORTFOLIO.story }, { kind: 'answer', uuid: DEMO_PORTFOLIO.answer }, { kind: 'strengths' }],
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/**
 * The photo of the demo portfolio's story, stored through the files front door as the story's
 * attachment – only while the story has none (the student may have changed it). Like the demo
 * videos it needs the object store, so the server's start calls it after the database seed.
 */
export async function seedDemoPortfolioPhoto(context: { db: Database; files: FilesFrontDoor }, options: { isProduction: boolean }): Promise<boolean> {
  if (options.isProduction) throw new DemoSeedRefusedError();
  const { db, files } = context;
  const [story] = await db
    .select({ uuid: stories.uuid, ownerUuid: stories.ownerUuid, createdAt: stories.createdAt })
    .from(stories)
    .where(and(eq(stories.uuid, DEMO_PORTFOLIO.story), isNull(stories.attachmentFileUuid), isNull(stories.deletedAt)));
  if (!story) return false;
  const pending = await files.pendingFileFromDisk(contentPath(DEMO_PORTFOLIO.photo), {
    allowedMimeTypes: IMAGE_FILE_TYPES,
  });
  try {
    return await db.transaction(async (tx) => {
      // Two processes starting together: only the first one that finds the story without photo stores it.
      const [locked] = await tx
        .select({ uuid: stories.uuid })
        .from(stories)
        .where(and(eq(stories.uuid, story.uuid), isNull(stories.attachmentFileUuid)))
        .for('update');
      if (!locked) {
        await pending.discard();
        return false;
      }
      const { uuid } = await files.recordFile(tx, pending, { ownerUuid: story.ownerUuid, purpose: 'story' });
      await files.attach(tx, uuid, { kind: 'story', uuid: story.uuid, date: story.createdAt });
      await tx
        .update(stories)
        .set({ attachmentFileUuid: uuid, attachmentName: path.basename(DEMO_PORTFOLIO.photo), attachmentMimeType: pending.mimeType, attachmentSizeBytes: pending.size })
        .where(eq(stories.uuid, story.uuid));
      return true;
    });
  } catch (error) {
    await pending.discard();
    throw error;
  }
}
