import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { classMemberships } from '../../../platform/db/schema';
import { createClassLookups, type ClassRecord } from '../../identity';
import { classActiveStations } from './stations.schema';

/** A class with what its level and tenancy depend on. */
export type ClassRow = ClassRecord;

export type ActiveStationRow = typeof classActiveStations.$inferSelect;


export function createStationsRepository(db: Database) {
  return {
    // findClass, findClassOfStudent, findClassesTaughtBy, findClassesOfSchool, isTeacherOf
    ...createClassLookups(db),





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
