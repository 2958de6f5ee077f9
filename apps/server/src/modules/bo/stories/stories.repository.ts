import { and, arrayContains, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { stories } from './stories.schema';

export type StoryRow = typeof stories.$inferSelect;
export type NewStoryRow = typeof stories.$inferInsert;
export type StoryChanges = Partial<Pick<NewStoryRow, 'description' | 'hashtags' | 'attachmentFileUuid' | 'attachmentName' | 'attachmentMimeType' | 'attachmentSizeBytes' | 'updatedAt' | 'deletedAt'>>;

export type StorySearch = {
  ownerUuid: string;
  view: 'active' | 'trash';
  /** All of them must be among the story's hashtags. */
  hashtags: readonly string[];
  /** All of them must occur in the text (case-insensitive). */
  words: readonly string[];
  offset: number;
  limit: number;
};

/** `%`, `_` and `\` typed by a person are searched as themselves, not as LIKE wildcards. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createStoriesRepository(db: Database) {
  return {
    async insert(tx: Database, row: NewStoryRow): Promise<StoryRow> {
      const [inserted] = await tx.insert(stories).values(row).returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    },

    async findByUuid(uuid: string, tx: Database = db): Promise<StoryRow | undefined> {
      const [row] = await tx.select().from(stories).where(eq(stories.uuid, uuid)).limit(1);
      return row;
    },

    /** The same row, locked until the transaction ends (edits of one story run one after another). */
    async lockByUuid(tx: Database, uuid: string): Promise<StoryRow | undefined> {
      const [row] = await tx.select().from(stories).where(eq(stories.uuid, uuid)).limit(1).for('update');
      return row;
    },

    async search(search: StorySearch): Promise<{ rows: StoryRow[]; total: number }> {
      const conditions: SQL[] = [
        eq(stories.ownerUuid, search.ownerUuid),
        search.view === 'trash' ? isNotNull(stories.deletedAt) : isNull(stories.deletedAt),
      ];
      if (search.hashtags.length > 0) conditions.push(arrayContains(stories.hashtags, [...search.hashtags]));
      for (const word of search.words) conditions.push(ilike(stories.description, containsPattern(word)));
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(stories)
          .where(where)
          .orderBy(search.view === 'trash' ? desc(stories.deletedAt) : desc(stories.createdAt), desc(stories.uuid))
          .limit(search.limit)
          .offset(search.offset),
        db.select({ total: count() }).from(stories).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async update(tx: Database, uuid: string, changes: StoryChanges): Promise<StoryRow> {
      const [row] = await tx.update(stories).set(changes).where(eq(stories.uuid, uuid)).returning();
      if (!row) throw new Error('update found no row');
      return row;
    },

    async delete(tx: Database, uuid: string): Promise<void> {
      await tx.delete(stories).where(eq(stories.uuid, uuid));
    },

    /** Every story of a user, trash included, oldest first (data export). */
    async listAllOf(userUuid: string): Promise<StoryRow[]> {
      return db.select().from(stories).where(eq(stories.ownerUuid, userUuid)).orderBy(stories.createdAt);
    },

    async deleteAllOf(tx: Database, userUuid: string): Promise<void> {
      await tx.delete(stories).where(eq(stories.ownerUuid, userUuid));
    },
  };
}

export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
