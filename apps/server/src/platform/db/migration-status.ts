import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** The newest migration this code ships (drizzle-kit's journal). */
export function latestShippedMigration(): { tag: string; when: number } {
  const journal = journalSchema.parse(
    JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')),
  );
  const latest = journal.entries.at(-1);
  if (!latest) throw new Error('The migration journal is empty.');
  return latest;
}

/**
 * True when the database has every migration this code ships: drizzle records each applied
 * migration in `drizzle.__drizzle_migrations` with the journal's timestamp (`created_at`). A
 * process of an older release may see newer migrations applied – that is fine – but a process
 * must not serve before its own migrations ran.
 */
export async function areMigrationsApplied(db: Database): Promise<boolean> {
  const { when } = latestShippedMigration();
  try {
    // Both drivers answer `execute` with `{ rows }`.
    const result = (await db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { latest: string | null }[];
    };
    const latest = result.rows[0]?.latest;
    return latest !== null && latest !== undefined && Number(latest) >= when;
  } catch {
    return false;
  }
}
