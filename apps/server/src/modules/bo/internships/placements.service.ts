import {
  formatGermanDay,
  daysBetween,
  germanDayOf,
  INTERNSHIP_LIMITS,
  INTERNSHIP_MESSAGES,
  type createInternshipBodySchema,
  type FieldsOfWork,
  type Internship,
  type InternshipList,
  type updateInternshipBodySchema,
} from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { invalidField } from '../../../platform/http/error-responses';
import { ApiError, notFound } from '../../../platform/http/errors';
import { notifyUsers } from '../../messaging';
import { loadFieldsOfWork, toInternshipAnswer, type InternshipRow } from './internship-answer';
import { ensureMayReadInternship, ensureOwnInternship } from './internships.policy';
import type { PlacementChanges, PlacementRow, PlacementsRepository } from './placements.repository';

/** The parsed bodies (the route validates with the contracts' schemas, which trim and fill the defaults). */
export type CreatePlacementInput = z.output<typeof createInternshipBodySchema>;
export type UpdatePlacementInput = z.output<typeof updateInternshipBodySchema>;

/** States in which the student still changes the placement; a confirmed one goes through the teacher. */
const EDITABLE_STATES = new Set(['draft', 'submitted', 'returned']);

/** The notification to the class's teachers when a placement is submitted (Sie: they are adults). */
export function submittedNotification(student: { firstName: string; lastName: string }, placement: Pick<InternshipRow, 'companyName' | 'startDate' | 'endDate'>) {
  return {
    type: 'internship' as const,
    title: 'Praktikumsplatz eingereicht',
    message:
      `${student.firstName} ${student.lastName} hat einen Praktikumsplatz eingereicht: ${placement.companyName}, ` +
      `${formatGermanDay(placement.startDate)} bis ${formatGermanDay(placement.endDate)}. Bitte prüfen Sie ihn und bestätigen Sie ihn oder geben Sie ihn zurück.`,
    icon: 'calendar' as const,
  };
}

/** The stored columns of the fields a body sets (undefined: left as it is). */
function columnsOf(body: Partial<CreatePlacementInput>): PlacementChanges {
  const changes: PlacementChanges = {
    companyName: body.company_name,
    street: body.street,
    postcode: body.postcode,
    city: body.city,
    fieldOfWork: body.field_of_work,
    supervisorName: body.supervisor_name,
    supervisorEmail: body.supervisor_email,
    supervisorPhone: body.supervisor_phone,
    startDate: body.start_date,
    endDate: body.end_date,
    dailyHours: body.daily_hours,
    expectations: body.expectations,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as PlacementChanges;
}

function ensureKnownFieldOfWork(key: string | undefined, fields: FieldsOfWork): void {
  if (key !== undefined && !fields.some((field) => field.key === key)) throw invalidField('field_of_work', INTERNSHIP_MESSAGES.unknownFieldOfWork);
}

export function createPlacementsService(deps: { db: Database; repository: PlacementsRepository; now?: () => Date }) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());
  const inTransaction = <T>(work: (tx: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Database));

  /** The answer with the periods of the student's grade, on today's German day. */
  function answerOf(row: Omit<PlacementRow, 'clientUuid' | 'callerTeachesStudent' | 'teacherUuids'>, fieldsOfWork: FieldsOfWork): Internship {
    return toInternshipAnswer(row, { fieldsOfWork, periods: row.periods, today: germanDayOf(now()) });
  }

  async function notifyTeachers(tx: Database, teacherUuids: readonly string[], student: { firstName: string; lastName: string }, row: InternshipRow): Promise<void> {
    if (teacherUuids.length === 0) return;
    await notifyUsers(tx, { ...submittedNotification(student, row), userUuids: teacherUuids });
  }

  return {
    fieldsOfWork: (): Promise<FieldsOfWork> => loadFieldsOfWork(),

    /** Records a placement of the calling student at their school; submitted unless `draft`. */
    async create(caller: Caller, input: CreatePlacementInput): Promise<Internship> {
      const fieldsOfWork = await loadFieldsOfWork();
      ensureKnownFieldOfWork(input.field_of_work, fieldsOfWork);
      const student = caller.schoolUuid ? await repository.findStudentContext(caller.uuid, caller.schoolUuid) : undefined;
      if (!caller.schoolUuid || !student?.classUuid) throw new ApiError('CONFLICT', INTERNSHIP_MESSAGES.noClass);
      const schoolUuid = caller.schoolUuid;
      const isSubmitted = !input.draft;
      const row = await inTransaction(async (tx) => {
        const inserted = await repository.insertPlacement(tx, {
          companyName: input.company_name,
          street: input.street,
          postcode: input.postcode,
          city: input.city,
          fieldOfWork: input.field_of_work,
          supervisorName: input.supervisor_name,
          supervisorEmail: input.supervisor_email,
          supervisorPhone: input.supervisor_phone,
          startDate: input.start_date,
          endDate: input.end_date,
          dailyHours: input.daily_hours,
          expectations: input.expectations,
          studentUuid: caller.uuid,
          schoolUuid,
          state: isSubmitted ? 'submitted' : 'draft',
          submittedAt: isSubmitted ? now() : null,
        });
        if (isSubmitted) await notifyTeachers(tx, student.teacherUuids, { firstName: student.firstName, lastName: student.surname }, inserted);
        return inserted;
      });
      return answerOf({ ...row, studentFirstName: student.firstName, studentLastName: student.surname, reportCount: 0, periods: student.periods, studentUuid: caller.uuid, schoolUuid }, fieldsOfWork);
    },

    async mine(caller: Caller): Promise<InternshipList> {
      const [rows, fieldsOfWork] = await Promise.all([repository.findPlacementsOf(caller.uuid), loadFieldsOfWork()]);
      return { items: rows.map((row) => answerOf(row, fieldsOfWork)) };
    },

    /**
     * One placement: the student's own; for the student's teachers and the school's coordinator
     * only once it was handed over – a draft is the student's alone (decision 229), so it answers 404.
     */
    async get(caller: Caller, internshipUuid: string): Promise<Internship> {
      const [found, fieldsOfWork] = await Promise.all([repository.findPlacement(internshipUuid, caller.uuid), loadFieldsOfWork()]);
      const row = ensureMayReadInternship(caller, found);
      if (row.state === 'draft' && row.studentUuid !== caller.uuid) throw notFound();
      return answerOf(row, fieldsOfWork);
    },

    /**
     * The student changes their placement while it is a draft, submitted or returned. `draft: false`
     * submits it (a returned one is handed in again) and notifies the class's teachers;
     * `draft: true` takes a submitted one back into the drafts.
     */
    async update(caller: Caller, internshipUuid: string, input: UpdatePlacementInput): Promise<Internship> {
      const fieldsOfWork = await loadFieldsOfWork();
      ensureKnownFieldOfWork(input.field_of_work, fieldsOfWork);
      return inTransaction(async (tx) => {
        const current = ensureOwnInternship(caller, await repository.findPlacement(internshipUuid, caller.uuid, { tx, forUpdate: true }));
        if (!EDITABLE_STATES.has(current.state)) throw new ApiError('CONFLICT', INTERNSHIP_MESSAGES.notEditable);
        // The dates are checked together: a body that changes one of them is checked against the stored other.
        const startDate = input.start_date ?? current.startDate;
        const endDate = input.end_date ?? current.endDate;
        if (endDate < startDate) throw invalidField('end_date', INTERNSHIP_MESSAGES.endBeforeStart);
        if (daysBetween(startDate, endDate) > INTERNSHIP_LIMITS.maxDurationDays) throw invalidField('end_date', INTERNSHIP_MESSAGES.tooLong);
        const changes = columnsOf(input);
        const isSubmitting = input.draft === false && current.state !== 'submitted';
        if (isSubmitting) Object.assign(changes, { state: 'submitted', submittedAt: now() });
        if (input.draft === true && current.state === 'submitted') Object.assign(changes, { state: 'draft', submittedAt: null });
        const updated = await repository.updatePlacement(tx, internshipUuid, changes);
        if (isSubmitting) await notifyTeachers(tx, current.teacherUuids, { firstName: current.studentFirstName, lastName: current.studentLastName }, updated);
        return answerOf({ ...current, ...updated }, fieldsOfWork);
      });
    },

    /** Deletes a draft or returned placement of the student; a submitted or confirmed one stays (409). */
    async remove(caller: Caller, internshipUuid: string): Promise<void> {
      const outcome = await repository.deleteOwnDeletable(internshipUuid, caller.uuid);
      if (outcome === 'missing') throw notFound();
      if (outcome === 'kept') throw new ApiError('CONFLICT', INTERNSHIP_MESSAGES.notDeletable);
    },
  };
}

export type PlacementsService = ReturnType<typeof createPlacementsService>;
