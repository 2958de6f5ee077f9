import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { classes, classMemberships, schools, teacherAssignments } from '../../../platform/db/schema';
import { classActiveStations } from './stations.schema';

/** A class with what its level and tenancy depend on. */
export type ClassRow = {
  uuid: string;
  grade: number;
  addition: string;
  schoolUuid: string;
  clientUuid: string;
  hasSekundarstufe2: boolean;
};

export type ActiveStationRow = typeof classActiveStations.$inferSelect;

const classColumns = {
  uuid: classes.uuid,
  grade: classes.grade,
  addition: classes.addition,
  schoolUuid: classes.schoolUuid,
  clientUuid: schools.clientUuid,
  hasSekundarstufe2: schools.hasSekundarstufe2,
};

export function createStationsRepository(db: Database) {
  const selectClasses = () => db.select(classColumns).from(classes).innerJoin(schools, eq(schools.uuid, classes.schoolUuid));

  return {
    async findClass(classUuid: string): Promise<ClassRow | undefined> {
      const [row] = await selectClasses().where(eq(classes.uuid, classUuid)).limit(1);
      return row;
    },

    /** The class a student belongs to (at most one). */
    async findClassOfStudent(userUuid: string): Promise<ClassRow | undefined> {
      const [row] = await db
        .select(classColumns)
        .from(classMemberships)
        .innerJoin(classes, eq(classes.uuid, classMemberships.classUuid))
        .innerJoin(schools, eq(schools.uuid, classes.schoolUuid))
        .where(eq(classMemberships.userUuid, userUuid))
        .limit(1);
      return row;
    },

    async findClassesTaughtBy(teacherUuid: string): Promise<ClassRow[]> {
      return db
        .select(classColumns)
        .from(teacherAssignments)
        .innerJoin(classes, eq(classes.uuid, teacherAssignments.classUuid))
        .innerJoin(schools, eq(schools.uuid, classes.schoolUuid))
        .where(eq(teacherAssignments.teacherUuid, teacherUuid))
        .orderBy(asc(classes.grade), asc(classes.addition));
    },

    async findClassesOfSchool(schoolUuid: string): Promise<ClassRow[]> {
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

    async findActive(classUuids: readonly string[]): Promise<Map<string, ActiveStationRow>> {
      if (classUuids.length === 0) return new Map();
      const rows = await db.select().from(classActiveStations).where(inArray(classActiveStations.classUuid, [...classUuids]));
      return new Map(rows.map((row) => [row.classUuid, row]));
    },

    async studentsOf(tx: Database, classUuid: string): Promise<string[]> {
      const rows = await tx
        .select({ userUuid: classMemberships.userUuid })
        .from(classMemberships)
        .where(eq(classMemberships.classUuid, classUuid));
      return rows.map((row) => row.userUuid);
    },

    /**
     * Makes the station the class's active one in the given transaction. Returns the previous
     * station (undefined when the class had none), so the caller knows whether anything changed.
     */
    async activate(
      tx: Database,
      row: { classUuid: string; stationUuid: string; activatedBy: string; activatedAt: Date },
    ): Promise<{ previousStationUuid: string | undefined; row: ActiveStationRow }> {
      const [previous] = await tx
        .select({ stationUuid: classActiveStations.stationUuid })
        .from(classActiveStations)
        .where(eq(classActiveStations.classUuid, row.classUuid))
        .for('update');
      const [stored] = await tx
        .insert(classActiveStations)
        .values(row)
        .onConflictDoUpdate({
          target: classActiveStations.classUuid,
          set: { stationUuid: row.stationUuid, activatedBy: row.activatedBy, activatedAt: row.activatedAt },
        })
        .returning();
      if (!stored) throw new Error('upsert returned no row');
      return { previousStationUuid: previous?.stationUuid, row: stored };
    },

    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}

export type StationsRepository = ReturnType<typeof createStationsRepository>;

/** The stations a teacher activated (data export) and forgetting who did it (erasure). */
export const activationsByTeacher = {
  async find(db: Database, teacherUuid: string): Promise<ActiveStationRow[]> {
    return db.select().from(classActiveStations).where(eq(classActiveStations.activatedBy, teacherUuid));
  },
  async forget(tx: Database, teacherUuid: string): Promise<void> {
    await tx.update(classActiveStations).set({ activatedBy: null }).where(eq(classActiveStations.activatedBy, teacherUuid));
  },
};
