import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../platform/db/client';
import { schools, users } from '../../../platform/db/schema';
import type { InternshipAnswerRow, InternshipRow } from './internship-answer';
import type { InternshipAccess } from './internships.policy';
import { internshipReports, internships } from './internships.schema';
import { jsonValueOf } from '../../../platform/db/json-value';

/** A period as the answer needs it: only its dates. */
export type PeriodDates = { start_date: string; end_date: string };

/** A placement with everything its answer, its policy and its submission need – read in one query. */
export type PlacementRow = InternshipAnswerRow &
  InternshipAccess & {
    /** The periods of the student's grade at the placement's school. */
    periods: PeriodDates[];
    /** The teachers of the student's classes (notified when it is submitted). */
    teacherUuids: string[];
  };

/** The student, their class's grade, the periods of that grade and the class's teachers. */
export type StudentContext = {
  firstName: string;
  surname: string;
  classUuid: string | null;
  periods: PeriodDates[];
  teacherUuids: string[];
};

export type NewPlacement = Omit<typeof internships.$inferInsert, 'uuid' | 'createdAt' | 'updatedAt'>;
export type PlacementChanges = Partial<Omit<typeof internships.$inferInsert, 'uuid' | 'studentUuid' | 'schoolUuid' | 'createdAt'>>;

const periodsSchema = z.array(z.object({ start_date: z.string(), end_date: z.string() }));
const uuidListSchema = z.array(z.string());

const toPeriods = (value: unknown): PeriodDates[] => periodsSchema.parse(jsonValueOf<unknown>(value) ?? []);
const toUuids = (value: unknown): string[] => uuidListSchema.parse(jsonValueOf<unknown>(value) ?? []);

/** The periods of the grade of the student's class at the placement's school (the student has one class). */
const periodsOfPlacement = sql`coalesce((
  select json_agg(json_build_object('start_date', p.start_date, 'end_date', p.end_date) order by p.start_date)
  from internship_periods p
  join classes c on c.school_uuid = p.school_uuid and c.grade = p.grade
  join class_memberships cm on cm.class_uuid = c.uuid
  where cm.user_uuid = ${internships.studentUuid} and p.school_uuid = ${internships.schoolUuid}), '[]'::json)`;

const teachersOfStudent = sql`coalesce((
  select json_agg(distinct ta.teacher_uuid)
  from teacher_assignments ta join class_memberships cm on cm.class_uuid = ta.class_uuid
  where cm.user_uuid = ${internships.studentUuid}), '[]'::json)`;

const reportCount = sql<number>`(select count(*) from ${internshipReports} where ${internshipReports.internshipUuid} = ${internships.uuid})`.mapWith(Number);

/**
 * The only SQL of the placements (issue 16). Every read is one query: the placement's columns,
 * the student's name, the report count, the periods of the student's grade and, for the detail,
 * what the read policy needs (the school's Land, whether the caller teaches the student).
 */
export function createPlacementsRepository(db: Database) {
  function selectPlacements(callerUuid: string, tx: Database = db) {
    return tx
      .select({
        ...getTableColumns(internships),
        studentFirstName: users.firstName,
        studentLastName: users.surname,
        reportCount,
        clientUuid: schools.clientUuid,
        callerTeachesStudent: sql<boolean>`exists (
          select 1 from teacher_assignments ta join class_memberships cm on cm.class_uuid = ta.class_uuid
          where cm.user_uuid = ${internships.studentUuid} and ta.teacher_uuid = ${callerUuid}::uuid)`.mapWith(Boolean),
        periods: sql`${periodsOfPlacement}`.mapWith(toPeriods),
        teacherUuids: sql`${teachersOfStudent}`.mapWith(toUuids),
      })
      .from(internships)
      .innerJoin(users, eq(users.uuid, internships.studentUuid))
      .innerJoin(schools, eq(schools.uuid, internships.schoolUuid));
  }

  return {
    /** One placement as `callerUuid` asks for it; `forUpdate` locks it for a change in `tx`. */
    async findPlacement(internshipUuid: string, callerUuid: string, options: { tx?: Database; forUpdate?: boolean } = {}): Promise<PlacementRow | undefined> {
      const query = selectPlacements(callerUuid, options.tx).where(eq(internships.uuid, internshipUuid));
      const [row] = options.forUpdate ? await query.for('update', { of: internships }) : await query;
      return row;
    },

    /** The student's placements, newest first (by first day, then by when they were recorded). */
    async findPlacementsOf(studentUuid: string): Promise<PlacementRow[]> {
      return selectPlacements(studentUuid)
        .where(eq(internships.studentUuid, studentUuid))
        .orderBy(desc(internships.startDate), desc(internships.createdAt));
    },

    /** What recording a placement needs of the student, in one query; `classUuid` null: in no class. */
    async findStudentContext(studentUuid: string, schoolUuid: string): Promise<StudentContext | undefined> {
      // A select from one table leaves its columns unqualified; the subqueries name users.uuid themselves.
      const [row] = await db
        .select({
          firstName: users.firstName,
          surname: users.surname,
          classUuid: sql<string | null>`(select cm.class_uuid from class_memberships cm where cm.user_uuid = users.uuid limit 1)`,
          periods: sql`coalesce((
            select json_agg(json_build_object('start_date', p.start_date, 'end_date', p.end_date) order by p.start_date)
            from internship_periods p
            join classes c on c.school_uuid = p.school_uuid and c.grade = p.grade
            join class_memberships cm on cm.class_uuid = c.uuid
            where cm.user_uuid = users.uuid and p.school_uuid = ${schoolUuid}::uuid), '[]'::json)`.mapWith(toPeriods),
          teacherUuids: sql`coalesce((
            select json_agg(distinct ta.teacher_uuid)
            from teacher_assignments ta join class_memberships cm on cm.class_uuid = ta.class_uuid
            where cm.user_uuid = users.uuid), '[]'::json)`.mapWith(toUuids),
        })
        .from(users)
        .where(eq(users.uuid, studentUuid));
      return row;
    },

    async insertPlacement(tx: Database, values: NewPlacement): Promise<InternshipRow> {
      const [row] = await tx.insert(internships).values(values).returning();
      if (!row) throw new Error('insert into internships returned no row');
      return row;
    },

    async updatePlacement(tx: Database, internshipUuid: string, changes: PlacementChanges): Promise<InternshipRow> {
      const [row] = await tx
        .update(internships)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(internships.uuid, internshipUuid))
        .returning();
      if (!row) throw new Error('update of internships returned no row');
      return row;
    },

    /**
     * Deletes the student's placement if it may still go (draft or returned); its reports go with it
     * (foreign key). Answers what stood in the way: `missing` (not the student's) or `kept` (its state).
     */
    async deleteOwnDeletable(internshipUuid: string, studentUuid: string): Promise<'deleted' | 'missing' | 'kept'> {
      const deleted = await db
        .delete(internships)
        .where(and(eq(internships.uuid, internshipUuid), eq(internships.studentUuid, studentUuid), inArray(internships.state, ['draft', 'returned'])))
        .returning({ uuid: internships.uuid });
      if (deleted.length > 0) return 'deleted';
      const [kept] = await db
        .select({ uuid: internships.uuid })
        .from(internships)
        .where(and(eq(internships.uuid, internshipUuid), eq(internships.studentUuid, studentUuid)));
      return kept ? 'kept' : 'missing';
    },
  };
}

export type PlacementsRepository = ReturnType<typeof createPlacementsRepository>;
