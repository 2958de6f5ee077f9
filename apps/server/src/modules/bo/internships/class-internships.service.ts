import {
  germanDayOf,
  INTERNSHIP_MESSAGES,
  INTERNSHIP_REVIEW_MESSAGES,
  INTERNSHIP_NOTIFICATIONS_LEICHT,
  INTERNSHIP_STUDENT_PATH,
  type ClassInternships,
  type Internship,
  type InternshipRemindersResult,
  type reviewInternshipBodySchema,
} from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../platform/auth/access';
import { canSeeSchool } from '../../../platform/auth/tenancy.policy';
import type { Database } from '../../../platform/db/client';
import { ApiError, notFound } from '../../../platform/http/errors';
import type { ClassRecord } from '../../identity';
import { notifyUsers } from '../../messaging';
import { loadFieldsOfWork, toInternshipAnswer } from './internship-answer';
import { ensureMayReadInternship } from './internships.policy';
import type { ClassInternshipsRepository } from './class-internships.repository';
import type { PeriodsRepository } from './periods.repository';
import { toPeriodAnswer } from './periods.service';
import type { PlacementsRepository } from './placements.repository';

export type ReviewInput = z.output<typeof reviewInternshipBodySchema>;

/**
 * The class's teachers and the school's coordinator work with a class's internships. Another
 * school's class answers 404 (tenancy), and so does a class of the own school that the teacher does
 * not teach (decision 094, as the class statistics): a 404 does not confirm which classes exist.
 */
export function ensureClassStaff(caller: Caller, schoolClass: ClassRecord | undefined, isTeacherOfClass: boolean): ClassRecord {
  if (!schoolClass || !canSeeSchool(caller, { uuid: schoolClass.schoolUuid, clientUuid: schoolClass.clientUuid })) throw notFound();
  if (caller.activeRole === 'LEHRER' && !isTeacherOfClass) throw notFound();
  return schoolClass;
}

export function createClassInternshipsService(deps: {
  db: Database;
  repository: ClassInternshipsRepository;
  periods: PeriodsRepository;
  placements: PlacementsRepository;
  now?: () => Date;
}) {
  const { db, repository, periods, placements } = deps;
  const now = deps.now ?? (() => new Date());
  const inTransaction = <T>(work: (tx: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Database));

  async function loadClass(caller: Caller, classUuid: string): Promise<ClassRecord> {
    const found = await repository.findClass(classUuid);
    const isTeacher = found !== undefined && caller.activeRole === 'LEHRER' && (await repository.isTeacherOf(caller.uuid, classUuid));
    return ensureClassStaff(caller, found, isTeacher);
  }

  return {
    /** Every student of the class with their handed-over placements, and the periods of the class's grade. */
    async overview(caller: Caller, classUuid: string): Promise<ClassInternships> {
      const schoolClass = await loadClass(caller, classUuid);
      const [students, periodRows, fieldsOfWork] = await Promise.all([
        repository.studentsOf(schoolClass.uuid),
        periods.listOfGrade(schoolClass.schoolUuid, schoolClass.grade),
        loadFieldsOfWork(),
      ]);
      const rows = await repository.placementsOf(
        students.map((student) => student.uuid),
        schoolClass.schoolUuid,
      );
      const periodAnswers = periodRows.map(toPeriodAnswer);
      const today = germanDayOf(now());
      const byStudent = new Map<string, Internship[]>();
      for (const row of rows) {
        const list = byStudent.get(row.studentUuid) ?? [];
        list.push(toInternshipAnswer(row, { fieldsOfWork, periods: periodAnswers, today }));
        byStudent.set(row.studentUuid, list);
      }
      return {
        class: { uuid: schoolClass.uuid, name: `${schoolClass.grade}${schoolClass.addition}`, grade: schoolClass.grade },
        students: students.map((student) => ({
          uuid: student.uuid,
          first_name: student.firstName,
          last_name: student.surname,
          internships: byStudent.get(student.uuid) ?? [],
        })),
        periods: periodAnswers,
      };
    },

    /**
     * The teacher confirms or returns a submitted placement and the student is told in the app.
     * A draft is the student's alone (404 like a placement that does not exist); any other state 409.
     */
    async review(caller: Caller, internshipUuid: string, input: ReviewInput): Promise<Internship> {
      const fieldsOfWork = await loadFieldsOfWork();
      return inTransaction(async (tx) => {
        const current = ensureMayReadInternship(caller, await placements.findPlacement(internshipUuid, caller.uuid, { tx, forUpdate: true }));
        // Staff only: a student reaching this through the policy's own-placement rule reviews nothing.
        if (current.studentUuid === caller.uuid || current.state === 'draft') throw notFound();
        if (current.state !== 'submitted') throw new ApiError('CONFLICT', INTERNSHIP_MESSAGES.notSubmitted);
        const updated = await repository.review(tx, internshipUuid, {
          state: input.decision,
          reviewComment: input.comment,
          reviewedByUuid: caller.uuid,
          reviewedAt: now(),
        });
        if (!updated) throw new ApiError('CONFLICT', INTERNSHIP_MESSAGES.notSubmitted);
        const isConfirmed = input.decision === 'confirmed';
        await notifyUsers(tx, {
          type: 'internship',
          title: isConfirmed ? INTERNSHIP_REVIEW_MESSAGES.confirmedTitle : INTERNSHIP_REVIEW_MESSAGES.returnedTitle,
          message: (isConfirmed ? INTERNSHIP_REVIEW_MESSAGES.confirmedText : INTERNSHIP_REVIEW_MESSAGES.returnedText)(updated.companyName),
          icon: 'calendar',
          link: INTERNSHIP_STUDENT_PATH,
          linkText: INTERNSHIP_REVIEW_MESSAGES.linkText,
          leichteSprache: {
            title: isConfirmed ? INTERNSHIP_NOTIFICATIONS_LEICHT.confirmedTitle : INTERNSHIP_NOTIFICATIONS_LEICHT.returnedTitle,
            message: (isConfirmed ? INTERNSHIP_NOTIFICATIONS_LEICHT.confirmedText : INTERNSHIP_NOTIFICATIONS_LEICHT.returnedText)(updated.companyName),
            linkText: INTERNSHIP_NOTIFICATIONS_LEICHT.linkText,
          },
          userUuids: [updated.studentUuid],
        });
        return toInternshipAnswer({ ...current, ...updated }, { fieldsOfWork, periods: current.periods, today: germanDayOf(now()) });
      });
    },

    /**
     * Reminds students of the class to record their placement: the given ones that belong to the
     * class, or – without a list – every student of the class without a handed-over placement.
     */
    async remind(caller: Caller, classUuid: string, studentUuids: readonly string[] | undefined): Promise<InternshipRemindersResult> {
      const schoolClass = await loadClass(caller, classUuid);
      const recipients = studentUuids
        ? await repository.membersAmong(schoolClass.uuid, [...new Set(studentUuids)])
        : await repository.studentsWithoutPlacement(schoolClass.uuid);
      if (recipients.length === 0) return { notified: 0 };
      const { uuids } = await notifyUsers(db, {
        type: 'internship',
        title: INTERNSHIP_MESSAGES.reminderTitle,
        message: INTERNSHIP_MESSAGES.reminderText,
        icon: 'calendar',
        link: INTERNSHIP_STUDENT_PATH,
        linkText: INTERNSHIP_REVIEW_MESSAGES.linkText,
        leichteSprache: {
          title: INTERNSHIP_NOTIFICATIONS_LEICHT.reminderTitle,
          message: INTERNSHIP_NOTIFICATIONS_LEICHT.reminderText,
          linkText: INTERNSHIP_NOTIFICATIONS_LEICHT.linkText,
        },
        userUuids: recipients,
      });
      return { notified: uuids.length };
    },
  };
}

export type ClassInternshipsService = ReturnType<typeof createClassInternshipsService>;
