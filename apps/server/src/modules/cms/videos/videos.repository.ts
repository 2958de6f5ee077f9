import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { managedVideos, type ManagedVideoRow } from './videos.schema';

/** The only SQL of the managed videos (decision 180). */
export const videosRepository = {
  async listAll(db: Database): Promise<ManagedVideoRow[]> {
    return db.select().from(managedVideos);
  },

  async listOf(db: Database, slots: readonly string[]): Promise<ManagedVideoRow[]> {
    if (slots.length === 0) return [];
    return db.select().from(managedVideos).where(inArray(managedVideos.slot, [...slots]));
  },

  /**
   * The slot's row, locked until the caller's transaction ends: two uploads to one slot wait for
   * each other – also while the slot is empty (an advisory lock on the slot's name), so the second
   * sees the first's row and deletes its files instead of leaving them behind.
   */
  async lockSlot(tx: Database, slot: string): Promise<ManagedVideoRow | undefined> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`managed_videos:${slot}`}))`);
    const [row] = await tx.select().from(managedVideos).where(eq(managedVideos.slot, slot)).for('update');
    return row;
  },

  async upsert(tx: Database, row: Omit<ManagedVideoRow, 'createdAt' | 'updatedAt'>): Promise<void> {
    const now = new Date();
    await tx
      .insert(managedVideos)
      .values({ ...row, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: managedVideos.slot,
        set: {
          title: row.title,
          description: row.description,
          videoFileUuid: row.videoFileUuid,
          captionsFileUuid: row.captionsFileUuid,
          posterFileUuid: row.posterFileUuid,
          updatedAt: now,
        },
      });
  },

  /** Inserts the row only when the slot has none (the demo seed never overwrites an admin's video). */
  async insertIfEmpty(tx: Database, row: Omit<ManagedVideoRow, 'createdAt' | 'updatedAt'>): Promise<boolean> {
    const inserted = await tx.insert(managedVideos).values(row).onConflictDoNothing().returning({ slot: managedVideos.slot });
    return inserted.length > 0;
  },

  async delete(tx: Database, slot: string): Promise<void> {
    await tx.delete(managedVideos).where(eq(managedVideos.slot, slot));
  },
};
