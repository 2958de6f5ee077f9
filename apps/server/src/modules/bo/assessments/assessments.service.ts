import {
  ASSESSMENT_MESSAGES,
  differsEnough,
  INTERNSHIP_MESSAGES,
  SHAREABLE_SOURCES,
  type AssessmentOverview,
  type CreatedFeedbackLink,
  type OtherSource,
  type Rating,
  type ShareableSource,
  type StudentAssessment,
  type teacherAssessmentBodySchema,
  type updateAssessmentBodySchema,
} from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { invalidField } from '../../../platform/http/error-responses';
import { ApiError, notFound } from '../../../platform/http/errors';
import { ensureMayReadInternship } from '../internships/internships.policy';
import type { StoredRating, StoredReflections } from './assessments.schema';
import type { AssessmentsRepository } from './assessments.repository';
import { ensureCompleteRatings, inContentOrder, loadCompetences, type Competence } from './competences';
import { toFeedbackLink } from './feedback-answer';
import type { AssessmentRow } from './feedback.repository';
import type { CreateLinkInput, FeedbackService } from './feedback.service';

/**
 * Mein Weg's scale task „Wie schätzt du dich ein?“ (content/mein-weg/sek1.json): its item ids are
 * the keys of the 'mein-weg' competence items, so a student who answered it there does not start
 * from nothing here.
 */
export const MEIN_WEG_SELF_ASSESSMENT_TASK = '9ddcb338-de94-5b02-89f3-d248a1d878a4';

/** The student's ratings in Mein Weg's self-assessment task, by item id (empty when not answered). */
export type MeinWegSelfRatings = (studentUuid: string) => Promise<Record<string, number>>;

export type UpdateAssessmentInput = z.output<typeof updateAssessmentBodySchema>;
export type TeacherAssessmentInput = z.output<typeof teacherAssessmentBodySchema>;

/** The mean of the given ratings of one item, to one decimal; null when none (null values do not count). */
export function meanOf(rows: readonly AssessmentRow[], item: string): number | null {
  const values = rows.flatMap((row) => row.ratings.filter((rating) => rating.item === item && rating.value !== null).map((rating) => rating.value as number));
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
}

const valueOf = (row: AssessmentRow | undefined, item: string): number | null => row?.ratings.find((rating) => rating.item === item)?.value ?? null;

const isShareable = (source: string): source is ShareableSource => (SHAREABLE_SOURCES as readonly string[]).includes(source);

/** The rating sets of a student by source; supervisors' split by whether a teacher released them. */
function bySource(rows: readonly AssessmentRow[]) {
  return {
    self: rows.find((row) => row.source === 'self'),
    teacher: rows.filter((row) => row.source === 'teacher'),
    supervisor: rows.filter((row) => row.source === 'supervisor'),
    released: rows.filter((row) => row.source === 'supervisor' && row.releasedAt !== null),
    parent: rows.filter((row) => row.source === 'parent'),
  };
}

/**
 * Per competence what the student sees on „So sehen mich andere“: the own rating (or Mein Weg's)
 * and the means of the others – supervisors' only once a teacher released them. The portfolio's
 * strengths (issue 18) show exactly this, so a shared portfolio never shows more than the student saw.
 */
export function strengthsOf(rows: readonly AssessmentRow[], competences: readonly Competence[], meinWegRatings: Record<string, number>) {
  const sources = bySource(rows);
  return competences.map((competence) => ({
    key: competence.key,
    name: competence.name,
    self: valueOf(sources.self, competence.key) ?? (competence.group === 'mein-weg' ? (meinWegRatings[competence.key] ?? null) : null),
    teacher: meanOf(sources.teacher, competence.key),
    supervisor: meanOf(sources.released, competence.key),
    parent: meanOf(sources.parent, competence.key),
  }));
}

/** An item key of the content, or 400 on the given field. */
function ensureKnownItems(keys: readonly string[], competences: readonly Competence[], field: string): void {
  const known = new Set(competences.map((competence) => competence.key));
  if (keys.some((key) => !known.has(key))) throw invalidField(field, ASSESSMENT_MESSAGES.unknownItem);
}

export function createAssessmentsService(deps: {
  db: Database;
  repository: AssessmentsRepository;
  feedback: FeedbackService;
  meinWegSelfRatings: MeinWegSelfRatings;
  now?: () => Date;
}) {
  const { db, repository, feedback, meinWegSelfRatings } = deps;
  const now = deps.now ?? (() => new Date());
  const inTransaction = <T>(work: (tx: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Database));

  /** The student's comparison: own rating beside the means of what the others gave (supervisors' once released). */
  async function overviewOf(studentUuid: string): Promise<AssessmentOverview> {
    const [rows, links, competences, meinWeg] = await Promise.all([
      repository.assessmentsOf(studentUuid),
      repository.parentLinksOf(studentUuid),
      loadCompetences(),
      meinWegSelfRatings(studentUuid),
    ]);
    const sources = bySource(rows);
    const others: Record<OtherSource, AssessmentRow[]> = { teacher: sources.teacher, supervisor: sources.released, parent: sources.parent };
    const reflections = sources.self?.reflections ?? {};
    const current = now();
    return {
      items: competences.map((competence) => {
        // A 'mein-weg' item the student has not rated here yet shows their answer in Mein Weg.
        const meinWegValue = competence.group === 'mein-weg' ? (meinWeg[competence.key] ?? null) : null;
        const self = valueOf(sources.self, competence.key) ?? meinWegValue;
        const means = { teacher: meanOf(others.teacher, competence.key), supervisor: meanOf(others.supervisor, competence.key), parent: meanOf(others.parent, competence.key) };
        return {
          key: competence.key,
          group: competence.group,
          name: competence.name,
          name_el: competence.name_el,
          text: competence.self,
          text_el: competence.self_el,
          self,
          others: means,
          differs: differsEnough(self, [means.teacher, means.supervisor, means.parent]),
          reflection: reflections[competence.key] ?? null,
        };
      }),
      counts: { teacher: others.teacher.length, supervisor: others.supervisor.length, parent: others.parent.length },
      waiting_for_release: sources.supervisor.length - sources.released.length,
      teacher_visible_sources: (sources.self?.teacherVisibleSources ?? []).filter(isShareable),
      parent_links: links.map((link) => toFeedbackLink(link, current)),
      updated_at: sources.self?.updatedAt.toISOString() ?? null,
    };
  }

  /** The class's teachers and the school's coordinator see a student; everyone else 404 (decision 229's rule). */
  async function studentFor(caller: Caller, studentUuid: string) {
    const student = ensureMayReadInternship(caller, await repository.findStudent(studentUuid, caller.uuid));
    if (student.uuid === caller.uuid) throw notFound();
    return student;
  }

  /** What staff see: their own rating, the supervisors' feedback, and self and parents only when the student shares them. */
  async function studentViewOf(caller: Caller, student: { uuid: string; firstName: string; surname: string }): Promise<StudentAssessment> {
    const [rows, competences] = await Promise.all([repository.assessmentsOf(student.uuid), loadCompetences()]);
    const sources = bySource(rows);
    const shared = (sources.self?.teacherVisibleSources ?? []).filter(isShareable);
    const mine = sources.teacher.find((row) => row.raterUuid === caller.uuid);
    return {
      student: { uuid: student.uuid, first_name: student.firstName, last_name: student.surname },
      items: competences.map((competence) => ({
        key: competence.key,
        group: competence.group,
        name: competence.name,
        text: competence.others,
        mine: valueOf(mine, competence.key),
        self: shared.includes('self') ? valueOf(sources.self, competence.key) : null,
        supervisor: meanOf(sources.supervisor, competence.key),
        parent: shared.includes('parent') ? meanOf(sources.parent, competence.key) : null,
      })),
      shared_sources: shared,
      updated_at: mine?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    my: (caller: Caller): Promise<AssessmentOverview> => overviewOf(caller.uuid),

    /**
     * The student changes their own part: ratings and reflections are merged (a null value or an
     * empty text removes one), what the class's teachers may see is replaced.
     */
    async updateMy(caller: Caller, input: UpdateAssessmentInput): Promise<AssessmentOverview> {
      const competences = await loadCompetences();
      ensureKnownItems((input.ratings ?? []).map((rating) => rating.item), competences, 'ratings');
      ensureKnownItems((input.reflections ?? []).map((reflection) => reflection.item), competences, 'reflections');
      if (!caller.schoolUuid) throw new ApiError('CONFLICT', INTERNSHIP_MESSAGES.noClass);
      const schoolUuid = caller.schoolUuid;
      await inTransaction(async (tx) => {
        const current = await repository.findSelfForUpdate(tx, caller.uuid);
        const ratings = new Map<string, number | null>((current?.ratings ?? []).map((rating) => [rating.item, rating.value]));
        for (const rating of input.ratings ?? []) {
          if (rating.value === null) ratings.delete(rating.item);
          else ratings.set(rating.item, rating.value);
        }
        const reflections: StoredReflections = { ...(current?.reflections ?? {}) };
        for (const reflection of input.reflections ?? []) {
          if (reflection.text === '') delete reflections[reflection.item];
          else reflections[reflection.item] = reflection.text;
        }
        const merged: Rating[] = [...ratings].map(([item, value]) => ({ item, value }));
        await repository.saveSelf(
          tx,
          { uuid: caller.uuid, schoolUuid: current?.schoolUuid ?? schoolUuid },
          {
            ratings: inContentOrder(merged, competences) as StoredRating[],
            reflections,
            teacherVisibleSources: input.teacher_visible_sources ? [...new Set(input.teacher_visible_sources)] : (current?.teacherVisibleSources ?? []),
          },
        );
      });
      return overviewOf(caller.uuid);
    },

    /** A link for a parent of the calling student. */
    async createParentLink(caller: Caller, input: CreateLinkInput): Promise<CreatedFeedbackLink> {
      const student = await repository.findStudent(caller.uuid, caller.uuid);
      if (!student) throw new ApiError('CONFLICT', INTERNSHIP_MESSAGES.noClass);
      return feedback.createParentLink(caller, student, input);
    },

    async studentView(caller: Caller, studentUuid: string): Promise<StudentAssessment> {
      return studentViewOf(caller, await studentFor(caller, studentUuid));
    },

    /** The calling teacher's rating of the student: every item once (null: „kann ich nicht beurteilen“). */
    async rateStudent(caller: Caller, studentUuid: string, input: TeacherAssessmentInput): Promise<StudentAssessment> {
      const [student, competences] = await Promise.all([studentFor(caller, studentUuid), loadCompetences()]);
      ensureCompleteRatings(input.ratings, competences);
      await repository.saveTeacherRating(student, caller.uuid, inContentOrder(input.ratings, competences));
      return studentViewOf(caller, student);
    },
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
