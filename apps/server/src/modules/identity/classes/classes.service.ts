import {
  ADMINISTRATION_MESSAGES,
  type AdminClass,
  classLabel,
  type classBodySchema,
  secondaryLevelOf,
  SEK_II_FIRST_GRADE,
} from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { ApiError, notFound } from '../../../platform/http/errors';
import { invalidField, isUniqueViolation, requireSchool, type SchoolRow } from '../administration/administration.policy';
import { recordAudit } from '../../audit';
import { createClassesRepository, type ClassesRepository, type ClassWithPeople } from './classes.repository';

type ClassBody = z.output<typeof classBodySchema>;

function toAdminClass(row: ClassWithPeople): AdminClass {
  return {
    uuid: row.uuid,
    grade: row.grade,
    addition: row.addition,
    label: classLabel(row),
    secondary_level: secondaryLevelOf(row.grade),
    student_count: row.studentCount,
    teachers: row.teachers.map((teacher) => ({ uuid: teacher.uuid, first_name: teacher.firstName, surname: teacher.surname })),
  };
}

/** Sekundarstufe II classes only at schools that offer it (`has_sekundarstufe2`). */
function checkLevel(school: SchoolRow, body: ClassBody) {
  if (body.grade >= SEK_II_FIRST_GRADE && !school.hasSekundarstufe2) throw invalidField('grade', ADMINISTRATION_MESSAGES.sekIINotOffered);
}

/** Grade and addition are unique per school: a second "8a" is a conflict (409), named at the addition field. */
function classExists(body: ClassBody): ApiError {
  const message = ADMINISTRATION_MESSAGES.classExists(classLabel(body));
  return new ApiError('CONFLICT', message, [{ field: 'addition', message }]);
}

export function createClassesService(deps: { db: Database; repository: ClassesRepository }) {
  const { db, repository } = deps;

  async function answer(schoolUuid: string, classUuid: string): Promise<AdminClass> {
    const row = (await repository.listOfSchool(schoolUuid)).find((candidate) => candidate.uuid === classUuid);
    if (!row) throw notFound();
    return toAdminClass(row);
  }

  async function requireClass(caller: Caller, schoolUuid: string, classUuid: string) {
    const school = await requireSchool(db, caller, schoolUuid);
    const learningGroup = await repository.findInSchool(school.uuid, classUuid);
    if (!learningGroup) throw notFound();
    return { school, learningGroup };
  }

  return {
    async list(caller: Caller, schoolUuid: string): Promise<AdminClass[]> {
      await requireSchool(db, caller, schoolUuid);
      return (await repository.listOfSchool(schoolUuid)).map(toAdminClass);
    },

    async create(caller: Caller, schoolUuid: string, body: ClassBody): Promise<AdminClass> {
      const school = await requireSchool(db, caller, schoolUuid);
      checkLevel(school, body);
      let classUuid = '';
      try {
        await db.transaction(async (tx) => {
          const row = await createClassesRepository(tx).insert(schoolUuid, body);
          classUuid = row.uuid;
          await recordAudit(tx, caller, {
            action: 'class.created',
            targetType: 'class',
            targetUuid: row.uuid,
            clientUuid: school.clientUuid,
            schoolUuid,
            details: { label: classLabel(row) },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw classExists(body);
        throw error;
      }
      return answer(schoolUuid, classUuid);
    },

    async update(caller: Caller, schoolUuid: string, classUuid: string, body: ClassBody): Promise<AdminClass> {
      const { school, learningGroup } = await requireClass(caller, schoolUuid, classUuid);
      checkLevel(school, body);
      try {
        await db.transaction(async (tx) => {
          await createClassesRepository(tx).update(classUuid, body);
          await recordAudit(tx, caller, {
            action: 'class.updated',
            targetType: 'class',
            targetUuid: classUuid,
            clientUuid: school.clientUuid,
            schoolUuid,
            details: { from: classLabel(learningGroup), to: classLabel(body) },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw classExists(body);
        throw error;
      }
      return answer(schoolUuid, classUuid);
    },

    /**
     * Deletes a class that no student belongs to any more (decision 105): students must be moved
     * or deactivated first, so nobody loses a class unnoticed. Teacher assignments and what hangs
     * on the class (pinboard, stations, class news) are removed by the foreign keys' cascade.
     */
    async remove(caller: Caller, schoolUuid: string, classUuid: string): Promise<{ uuid: string; label: string }> {
      const { school, learningGroup } = await requireClass(caller, schoolUuid, classUuid);
      const label = classLabel(learningGroup);
      await db.transaction(async (tx) => {
        const inTx = createClassesRepository(tx);
        // Locks the class row, so no student joins between the count and the delete.
        const students = await inTx.lockAndCountStudents(classUuid);
        if (students > 0) throw new ApiError('CONFLICT', ADMINISTRATION_MESSAGES.classHasStudents(label, students));
        const teachers = await inTx.teacherUsernames(classUuid);
        await inTx.remove(classUuid);
        await recordAudit(tx, caller, {
          action: 'class.deleted',
          targetType: 'class',
          targetUuid: classUuid,
          clientUuid: school.clientUuid,
          schoolUuid,
          details: { label, teachers },
        });
      });
      return { uuid: classUuid, label };
    },

    /** Gives a teacher of the school a learning group; assigning twice changes nothing. */
    async assignTeacher(caller: Caller, schoolUuid: string, classUuid: string, teacherUuid: string): Promise<AdminClass> {
      const { school, learningGroup } = await requireClass(caller, schoolUuid, classUuid);
      const teacher = await repository.findPersonInSchool(schoolUuid, teacherUuid);
      if (!teacher) throw notFound();
      if (!teacher.roles.includes('LEHRER')) throw new ApiError('VALIDATION_FAILED', ADMINISTRATION_MESSAGES.notATeacher);
      await db.transaction(async (tx) => {
        if (!(await createClassesRepository(tx).assignTeacher(teacherUuid, classUuid))) return;
        await recordAudit(tx, caller, {
          action: 'teacher.assigned',
          targetType: 'teacher_assignment',
          targetUuid: teacherUuid,
          clientUuid: school.clientUuid,
          schoolUuid,
          details: { class: classLabel(learningGroup), class_uuid: classUuid, teacher: teacher.username },
        });
      });
      return answer(schoolUuid, classUuid);
    },

    async unassignTeacher(caller: Caller, schoolUuid: string, classUuid: string, teacherUuid: string): Promise<AdminClass> {
      const { school, learningGroup } = await requireClass(caller, schoolUuid, classUuid);
      const teacher = await repository.findPersonInSchool(schoolUuid, teacherUuid);
      if (!teacher) throw notFound();
      await db.transaction(async (tx) => {
        if (!(await createClassesRepository(tx).unassignTeacher(teacherUuid, classUuid))) return;
        await recordAudit(tx, caller, {
          action: 'teacher.unassigned',
          targetType: 'teacher_assignment',
          targetUuid: teacherUuid,
          clientUuid: school.clientUuid,
          schoolUuid,
          details: { class: classLabel(learningGroup), class_uuid: classUuid, teacher: teacher.username },
        });
      });
      return answer(schoolUuid, classUuid);
    },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
