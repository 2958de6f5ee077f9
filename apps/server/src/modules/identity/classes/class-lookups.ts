import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { classes, classMemberships, schools, teacherAssignments } from '../../../platform/db/schema';

/** A class with what its tenancy (school, Land) and its path level (Sek II offered?) depend on. */
export type ClassRecord = {
  uuid: string;
  grade: number;
  addition: string;
  schoolUuid: string;
  clientUuid: string;
  hasSekundarstufe2: boolean;
};

const classColumns = {
  uuid: classes.uuid,
  grade: classes.grade,
  addition: classes.addition,
  schoolUuid: classes.schoolUuid,
  clientUuid: schools.clientUuid,
  hasSekundarstufe2: schools.hasSekundarstufe2,
};

/**
 * The class look-ups other modules need (stations, arcade, class statistics): the classes and
 * their memberships belong to identity, so this is the one place that reads them for others.
 */
export function createClassLookups(db: Database) {
  const selectClasses = () => db.select(classColumns).from(classes).innerJoin(schools, eq(schools.uuid, classes.schoolUuid));

  return {
    async findClass(classUuid: string): Promise<ClassRecord | undefined> {
      const [row] = await selectClasses().where(eq(classes.uuid, classUuid)).limit(1);
      return row;
    },

    /** The class a student belongs to (at most one). */
    async findClassOfStudent(userUuid: string): Promise<ClassRecord | undefined> {
      const [row] = await db
        .select(classColumns)
        .from(classMemberships)
        .innerJoin(classes, eq(classes.uuid, classMemberships.classUuid))
        .innerJoin(schools, eq(schools.uuid, classes.schoolUuid))
        .where(eq(classMemberships.userUuid, userUuid))
        .limit(1);
      return row;
    },

    async findClassesTaughtBy(teacherUuid: string): Promise<ClassRecord[]> {
      return db
        .select(classColumns)
        .from(teacherAssignments)
        .innerJoin(classes, eq(classes.uuid, teacherAssignments.classUuid))
        .innerJoin(schools, eq(schools.uuid, classes.schoolUuid))
        .where(eq(teacherAssignments.teacherUuid, teacherUuid))
        .orderBy(asc(classes.grade), asc(classes.addition));
    },

    async findClassesOfSchool(schoolUuid: string): Promise<ClassRecord[]> {
      return selectClasses().where(eq(classes.schoolUuid, schoolUuid)).orderBy(asc(classes.grade), asc(classes.addition));
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
  };
}

export type ClassLookups = ReturnType<typeof createClassLookups>;
