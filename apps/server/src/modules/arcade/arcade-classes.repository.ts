import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { classes, classMemberships, schools, teacherAssignments, users } from '../../platform/db/schema';

/** A class as the arcade needs it: its name, its school (tenancy) and what its path level depends on. */
export type ArcadeClass = {
  uuid: string;
  grade: number;
  addition: string;
  schoolUuid: string;
  clientUuid: string;
  hasSekundarstufe2: boolean;
};

export type ClassStudent = { uuid: string; firstName: string; surname: string };

const classColumns = {
  uuid: classes.uuid,
  grade: classes.grade,
  addition: classes.addition,
  schoolUuid: classes.schoolUuid,
  clientUuid: schools.clientUuid,
  hasSekundarstufe2: schools.hasSekundarstufe2,
};

/** "8a" – how a class is named on screen. */
export function classNameOf(row: { grade: number; addition: string }): string {
  return `${row.grade}${row.addition}`;
}

/** Only accounts that currently hold the student role count in rankings and quest statistics. */
const isStudent = sql`'SCHUELER' = any(${users.roles})`;

/** Class look-ups of the arcade (the only SQL about classes here). */
export function createArcadeClassesRepository(db: Database) {
  return {
    async findClass(classUuid: string): Promise<ArcadeClass | undefined> {
      const [row] = await db
        .select(classColumns)
        .from(classes)
        .innerJoin(schools, eq(schools.uuid, classes.schoolUuid))
        .where(eq(classes.uuid, classUuid))
        .limit(1);
      return row;
    },

    async findClassOfStudent(userUuid: string): Promise<ArcadeClass | undefined> {
      const [row] = await db
        .select(classColumns)
        .from(classMemberships)
        .innerJoin(classes, eq(classes.uuid, classMemberships.classUuid))
        .innerJoin(schools, eq(schools.uuid, classes.schoolUuid))
        .where(eq(classMemberships.userUuid, userUuid))
        .limit(1);
      return row;
    },

    async isTeacherOf(teacherUuid: string, classUuid: string): Promise<boolean> {
      const [row] = await db
        .select({ classUuid: teacherAssignments.classUuid })
        .from(teacherAssignments)
        .where(and(eq(teacherAssignments.teacherUuid, teacherUuid), eq(teacherAssignments.classUuid, classUuid)))
        .limit(1);
      return row !== undefined;
    },

    async isStudentOf(userUuid: string, classUuid: string): Promise<boolean> {
      const [row] = await db
        .select({ classUuid: classMemberships.classUuid })
        .from(classMemberships)
        .where(and(eq(classMemberships.userUuid, userUuid), eq(classMemberships.classUuid, classUuid)))
        .limit(1);
      return row !== undefined;
    },

    async studentsOf(tx: Database, classUuid: string): Promise<ClassStudent[]> {
      return tx
        .select({ uuid: users.uuid, firstName: users.firstName, surname: users.surname })
        .from(classMemberships)
        .innerJoin(users, eq(users.uuid, classMemberships.userUuid))
        .where(and(eq(classMemberships.classUuid, classUuid), isStudent))
        .orderBy(asc(users.firstName), asc(users.surname));
    },

    async isSimpleLanguageOn(userUuid: string): Promise<boolean> {
      const [row] = await db.select({ simpleLanguage: users.simpleLanguage }).from(users).where(eq(users.uuid, userUuid)).limit(1);
      return row?.simpleLanguage ?? false;
    },
  };
}

export type ArcadeClassesRepository = ReturnType<typeof createArcadeClassesRepository>;
