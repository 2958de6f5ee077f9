import { sql } from 'drizzle-orm';
import type { ClassStatisticsFigures } from '@berufswahl/contracts';
import type { Database } from '../../../platform/db/client';
import { createClassLookups, type ClassRecord } from '../../identity';

/** A class with what its tenancy depends on. */
export type StatisticsClassRow = ClassRecord;

type Rows<T> = { rows: T[] };

/**
 * The only SQL of the class statistics. Every count starts from the class's members
 * (`class_memberships_class_idx`) and reads each member's rows through the per-owner indexes
 * (`stories_owner_idx`, `bo_task_answers_user_idx`, …): the cost grows with the class and its
 * activity, never with the school or the Land (decision 098).
 */
export function createClassStatisticsRepository(db: Database) {
  return {
    // findClass, isTeacherOf
    ...createClassLookups(db),


    /** The figures of the class from `since` on (decision 094 defines each one). */
    async figures(classUuid: string, since: Date): Promise<ClassStatisticsFigures> {
      const sinceText = since.toISOString();
      const result = (await db.execute(sql`
        with members as (select user_uuid from class_memberships where class_uuid = ${classUuid}::uuid),
        story_rows as (
          select s.owner_uuid from stories s join members m on m.user_uuid = s.owner_uuid
          where s.deleted_at is null and s.created_at >= ${sinceText}::timestamptz),
        task_rows as (
          select a.user_uuid as owner_uuid from bo_task_answers a join members m on m.user_uuid = a.user_uuid
          where a.deleted_at is null and a.done_at >= ${sinceText}::timestamptz),
        statement_rows as (
          select st.owner_uuid from statements st join members m on m.user_uuid = st.owner_uuid
          where st.deleted_at is null and st.created_at >= ${sinceText}::timestamptz),
        -- Every pin on the class's Pinnwand whose item is still live (what the Pinnwand shows,
        -- decision 074); its author makes a student active only while a member of the class.
        pinboard_rows as (
          select p.owner_uuid from pinboard_entries p
          where p.class_uuid = ${classUuid}::uuid and p.created_at >= ${sinceText}::timestamptz
            and case p.kind
              when 'story' then exists (select 1 from stories s where s.uuid = p.item_uuid and s.deleted_at is null)
              when 'task_answer' then exists (select 1 from bo_task_answers a where a.uuid = p.item_uuid and a.deleted_at is null)
              when 'statement' then exists (select 1 from statements st where st.uuid = p.item_uuid and st.deleted_at is null)
              else false
            end)
        select
          (select count(*) from members)::int as students,
          (select count(distinct owner_uuid) from (
             select owner_uuid from story_rows union all select owner_uuid from task_rows
             union all select owner_uuid from statement_rows
             union all select owner_uuid from pinboard_rows where owner_uuid in (select user_uuid from members)
          ) as active)::int as active_students,
          (select count(*) from story_rows)::int as stories,
          (select count(*) from statement_rows)::int as statements,
          (select count(*) from task_rows)::int as tasks_done,
          (select count(*) from pinboard_rows)::int as pinboard_entries`)) as unknown as Rows<ClassStatisticsFigures>;
      const row = result.rows[0];
      return {
        students: Number(row?.students ?? 0),
        active_students: Number(row?.active_students ?? 0),
        stories: Number(row?.stories ?? 0),
        statements: Number(row?.statements ?? 0),
        tasks_done: Number(row?.tasks_done ?? 0),
        pinboard_entries: Number(row?.pinboard_entries ?? 0),
      };
    },
  };
}

export type ClassStatisticsRepository = ReturnType<typeof createClassStatisticsRepository>;
