import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { classMemberships, users } from '../../platform/db/schema';
import { createClassLookups, type ClassRecord } from '../identity';

/** A class as the arcade needs it: its name, its school (tenancy) and what its path level depends on. */
export type ArcadeClass = ClassRecord;

export type ClassStudent = { uuid: string; firstName: string; surname: string };


/** "8a" – how a class is named on screen. */
export function classNameOf(row: { grade: number; addition: string }): string {
  return `${row.grade}${row.addition}`;
}

/** Only accounts that currently hold the student role count in rankings and quest statistics. */
export const isStudent = arrayContains(users.roles, ['SCHUELER']);

/** Class look-ups of the arcade (the only SQL about classes here). */
export function createArcadeClassesRepository(db: Database) {
  return {
    // findClass, findClassOfStudent, isTeacherOf, isStudentOf
    ...createClassLookups(db),




    async studentsOf(tx: Database, classUuid: string): Promise<ClassStudent[]> {
      return tx
        .select({ uuid: users.uuid, firstName: users.firstName, surname: users.surname })
        .from(classMemberships)
        .innerJoin(users, eq(users.uuid, classMemberships.userUuid))
        .where(and(eq(classMemberships.classUuid, classUuid), isStudent))
        .orderBy(asc(users.firstName), asc(users.surname));
    },
  };
}

export type ArcadeClassesRepository = ReturnType<typeof createArcadeClassesRepository>;
