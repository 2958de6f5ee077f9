import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { schools } from '../../../platform/db/schema';
import { internshipPeriods } from './internships.schema';

export type PeriodRow = typeof internshipPeriods.$inferSelect;
export type NewPeriodRow = Omit<typeof internshipPeriods.$inferInsert, 'uuid' | 'createdAt'>;

/** A period with what its tenancy depends on (the school and its Land). */
export type PeriodWithSchool = { uuid: string; schoolUuid: string; clientUuid: string };

/** The SQL of a school's internship periods (issue 16). */
export function createPeriodsRepository(db: Database) {
  return {
    /** The school's periods by grade, then by first day. */
    async listOfSchool(schoolUuid: string): Promise<PeriodRow[]> {
      return db
        .select()
        .from(internshipPeriods)
        .where(eq(internshipPeriods.schoolUuid, schoolUuid))
        .orderBy(asc(internshipPeriods.grade), asc(internshipPeriods.startDate), asc(internshipPeriods.uuid));
    },

    /** The periods of one grade at the school (the class overview shows those of the class's grade). */
    async listOfGrade(schoolUuid: string, grade: number): Promise<PeriodRow[]> {
      return db
        .select()
        .from(internshipPeriods)
        .where(and(eq(internshipPeriods.schoolUuid, schoolUuid), eq(internshipPeriods.grade, grade)))
        .orderBy(asc(internshipPeriods.startDate), asc(internshipPeriods.uuid));
    },

    async insert(values: NewPeriodRow): Promise<PeriodRow> {
      const [row] = await db.insert(internshipPeriods).values(values).returning();
      if (!row) throw new Error('insert into internship_periods returned no row');
      return row;
    },

    async findWithSchool(periodUuid: string): Promise<PeriodWithSchool | undefined> {
      const [row] = await db
        .select({ uuid: internshipPeriods.uuid, schoolUuid: internshipPeriods.schoolUuid, clientUuid: schools.clientUuid })
        .from(internshipPeriods)
        .innerJoin(schools, eq(schools.uuid, internshipPeriods.schoolUuid))
        .where(eq(internshipPeriods.uuid, periodUuid))
        .limit(1);
      return row;
    },

    async delete(periodUuid: string): Promise<void> {
      await db.delete(internshipPeriods).where(eq(internshipPeriods.uuid, periodUuid));
    },
  };
}

export type PeriodsRepository = ReturnType<typeof createPeriodsRepository>;
