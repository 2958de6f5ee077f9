import type { PinboardItemKind } from '@berufswahl/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { classMemberships, users } from '../../../platform/db/schema';
import { taskAnswers } from '../answers/answers.schema';
import { statements } from '../statements/statements.schema';
import { stories } from '../stories/stories.schema';
import { pinboardEntries, pinboardFeedback } from './pinboard.schema';

export type PinboardEntryRow = typeof pinboardEntries.$inferSelect;
export type PinboardFeedbackRow = {
  uuid: string;
  entryUuid: string;
  authorUuid: string | null;
  text: string;
  createdAt: Date;
  updatedAt: Date | null;
  authorFirstName: string | null;
  authorSurname: string | null;
};

/** What a pin shows of its item, read from the item's own table. */
export type PinnedItemRow = {
  kind: PinboardItemKind;
  uuid: string;
  ownerUuid: string;
  text: string;
  /** Task answers: the task's uuid (its title comes from the content). */
  taskUuid: string | null;
  attachmentName: string | null;
  /** The attached file (files module): a story's attachment, a task answer's upload. */
  attachmentFileUuid: string | null;
  updatedAt: Date;
};

/** An item named by owner, kind and uuid (a pin's or a candidate's). */
export type PinnedItemRef = { ownerUuid: string; kind: PinboardItemKind; itemUuid: string };

/** The map key of an item: the same owner, kind and uuid give the same key. */
export function pinnedItemKey(ref: { ownerUuid: string; kind: string; itemUuid: string }): string {
  return `${ref.ownerUuid}:${ref.kind}:${ref.itemUuid}`;
}

/**
 * Whether a pin's item is live: its owner's, not in the trash, not deleted – and a task answer
 * still done. Pins whose item is gone are never shown nor counted (decision 074); the class
 * statistics may use the same condition.
 */
export const pinnedItemIsLive: SQL = sql`(case ${pinboardEntries.kind}
  when 'story' then exists (select 1 from ${stories} where ${stories.uuid} = ${pinboardEntries.itemUuid}
    and ${stories.ownerUuid} = ${pinboardEntries.ownerUuid} and ${stories.deletedAt} is null)
  when 'task_answer' then exists (select 1 from ${taskAnswers} where ${taskAnswers.uuid} = ${pinboardEntries.itemUuid}
    and ${taskAnswers.userUuid} = ${pinboardEntries.ownerUuid} and ${taskAnswers.deletedAt} is null and ${taskAnswers.doneAt} is not null)
  when 'statement' then exists (select 1 from ${statements} where ${statements.uuid} = ${pinboardEntries.itemUuid}
    and ${statements.ownerUuid} = ${pinboardEntries.ownerUuid} and ${statements.deletedAt} is null)
  else false end)`;

/** The student still belongs to the class the pin was made in (a pin does not follow a class change). */
const ownerIsInPinnedClass: SQL = sql`exists (select 1 from ${classMemberships} where ${classMemberships.userUuid} = ${pinboardEntries.ownerUuid}
  and ${classMemberships.classUuid} = ${pinboardEntries.classUuid})`;

export function createPinboardRepository(db: Database) {
  return {
    /**
     * The live items named by `refs`, keyed by {@link pinnedItemKey}; an item that is gone, or not
     * the named owner's, is missing from the map. Three queries at most, however many owners.
     */
    async findLiveItems(refs: readonly PinnedItemRef[], tx: Database = db): Promise<Map<string, PinnedItemRow>> {
      const found = new Map<string, PinnedItemRow>();
      const put = (row: PinnedItemRow) => found.set(pinnedItemKey({ ...row, itemUuid: row.uuid }), row);
      const ofKind = (kind: PinboardItemKind) => {
        const chosen = refs.filter((ref) => ref.kind === kind);
        return { uuids: [...new Set(chosen.map((ref) => ref.itemUuid))], owners: [...new Set(chosen.map((ref) => ref.ownerUuid))] };
      };
      const story = ofKind('story');
      if (story.uuids.length > 0) {
        const rows = await tx
          .select()
          .from(stories)
          .where(and(inArray(stories.uuid, story.uuids), inArray(stories.ownerUuid, story.owners), isNull(stories.deletedAt)));
        for (const row of rows) {
          put({ kind: 'story', uuid: row.uuid, ownerUuid: row.ownerUuid, text: row.description, taskUuid: null, attachmentName: row.attachmentName, attachmentFileUuid: row.attachmentFileUuid, updatedAt: row.updatedAt });
        }
      }
      const answer = ofKind('task_answer');
      if (answer.uuids.length > 0) {
        const rows = await tx
          .select()
          .from(taskAnswers)
          .where(
            and(inArray(taskAnswers.uuid, answer.uuids), inArray(taskAnswers.userUuid, answer.owners), isNull(taskAnswers.deletedAt), isNotNull(taskAnswers.doneAt)),
          );
        for (const row of rows) {
          put({ kind: 'task_answer', uuid: row.uuid, ownerUuid: row.userUuid, text: row.text ?? '', taskUuid: row.taskUuid, attachmentName: row.fileName, attachmentFileUuid: row.fileUuid, updatedAt: row.updatedAt });
        }
      }
      const statement = ofKind('statement');
      if (statement.uuids.length > 0) {
        const rows = await tx
          .select()
          .from(statements)
          .where(and(inArray(statements.uuid, statement.uuids), inArray(statements.ownerUuid, statement.owners), isNull(statements.deletedAt)));
        for (const row of rows) {
          put({ kind: 'statement', uuid: row.uuid, ownerUuid: row.ownerUuid, text: row.text, taskUuid: null, attachmentName: null, attachmentFileUuid: null, updatedAt: row.updatedAt });
        }
      }
      return found;
    },

    /** Everything the student may pin: live stories and statements, done task answers. */
    async findPinnableItems(ownerUuid: string): Promise<PinnedItemRow[]> {
      const [storyRows, answerRows, statementRows] = await Promise.all([
        db.select({ uuid: stories.uuid }).from(stories).where(and(eq(stories.ownerUuid, ownerUuid), isNull(stories.deletedAt))),
        db
          .select({ uuid: taskAnswers.uuid })
          .from(taskAnswers)
          .where(and(eq(taskAnswers.userUuid, ownerUuid), isNull(taskAnswers.deletedAt), isNotNull(taskAnswers.doneAt))),
        db.select({ uuid: statements.uuid }).from(statements).where(and(eq(statements.ownerUuid, ownerUuid), isNull(statements.deletedAt))),
      ]);
      const refs = [
        ...statementRows.map((row) => ({ kind: 'statement' as const, itemUuid: row.uuid })),
        ...storyRows.map((row) => ({ kind: 'story' as const, itemUuid: row.uuid })),
        ...answerRows.map((row) => ({ kind: 'task_answer' as const, itemUuid: row.uuid })),
      ];
      const items = await this.findLiveItems(refs.map((ref) => ({ ...ref, ownerUuid })));
      return [...items.values()].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    },

    /** The student's pins whose item is live, newest first. */
    async findEntriesOfOwner(ownerUuid: string): Promise<PinboardEntryRow[]> {
      return db
        .select()
        .from(pinboardEntries)
        .where(and(eq(pinboardEntries.ownerUuid, ownerUuid), pinnedItemIsLive))
        .orderBy(desc(pinboardEntries.createdAt), desc(pinboardEntries.uuid));
    },

    /** The class's visible pins: item live, student still in the class. Newest first, with the student's name. */
    async findEntriesOfClass(classUuid: string): Promise<(PinboardEntryRow & { firstName: string; surname: string })[]> {
      return db
        .select({
          uuid: pinboardEntries.uuid,
          ownerUuid: pinboardEntries.ownerUuid,
          classUuid: pinboardEntries.classUuid,
          kind: pinboardEntries.kind,
          itemUuid: pinboardEntries.itemUuid,
          createdAt: pinboardEntries.createdAt,
          firstName: users.firstName,
          surname: users.surname,
        })
        .from(pinboardEntries)
        .innerJoin(users, eq(users.uuid, pinboardEntries.ownerUuid))
        .where(and(eq(pinboardEntries.classUuid, classUuid), pinnedItemIsLive, ownerIsInPinnedClass))
        .orderBy(desc(pinboardEntries.createdAt), desc(pinboardEntries.uuid));
    },

    /** Number of visible pins per class. */
    async countEntriesOfClasses(classUuids: readonly string[]): Promise<Map<string, number>> {
      if (classUuids.length === 0) return new Map();
      const rows = await db
        .select({ classUuid: pinboardEntries.classUuid, total: count() })
        .from(pinboardEntries)
        .where(and(inArray(pinboardEntries.classUuid, [...classUuids]), pinnedItemIsLive, ownerIsInPinnedClass))
        .groupBy(pinboardEntries.classUuid);
      return new Map(rows.map((row) => [row.classUuid, row.total]));
    },

    /** A visible pin of the class (item live, student still in the class), or undefined. */
    async findVisibleEntryOfClass(tx: Database, classUuid: string, entryUuid: string): Promise<PinboardEntryRow | undefined> {
      const [row] = await tx
        .select()
        .from(pinboardEntries)
        .where(and(eq(pinboardEntries.uuid, entryUuid), eq(pinboardEntries.classUuid, classUuid), pinnedItemIsLive, ownerIsInPinnedClass))
        .limit(1);
      return row;
    },

    /** A task answer of the student in any state (to explain why it cannot be pinned). */
    async findTaskAnswerOf(tx: Database, ownerUuid: string, answerUuid: string): Promise<{ uuid: string } | undefined> {
      const [row] = await tx
        .select({ uuid: taskAnswers.uuid })
        .from(taskAnswers)
        .where(and(eq(taskAnswers.userUuid, ownerUuid), eq(taskAnswers.uuid, answerUuid), isNull(taskAnswers.deletedAt)))
        .limit(1);
      return row;
    },

    async findEntry(tx: Database, entryUuid: string): Promise<PinboardEntryRow | undefined> {
      const [row] = await tx.select().from(pinboardEntries).where(eq(pinboardEntries.uuid, entryUuid)).limit(1);
      return row;
    },

    async findEntryOfItem(tx: Database, ownerUuid: string, kind: PinboardItemKind, itemUuid: string): Promise<PinboardEntryRow | undefined> {
      const [row] = await tx
        .select()
        .from(pinboardEntries)
        .where(and(eq(pinboardEntries.ownerUuid, ownerUuid), eq(pinboardEntries.kind, kind), eq(pinboardEntries.itemUuid, itemUuid)))
        .limit(1);
      return row;
    },

    /** Pins an item; a second pin of the same item (a double click, two tabs) returns the first. */
    async insertEntry(tx: Database, row: { ownerUuid: string; classUuid: string; kind: PinboardItemKind; itemUuid: string }): Promise<{ entry: PinboardEntryRow; isNew: boolean }> {
      const [inserted] = await tx.insert(pinboardEntries).values(row).onConflictDoNothing().returning();
      if (inserted) return { entry: inserted, isNew: true };
      const existing = await this.findEntryOfItem(tx, row.ownerUuid, row.kind, row.itemUuid);
      if (!existing) throw new Error('pin neither inserted nor found');
      return { entry: existing, isNew: false };
    },

    /** Moves an old pin to the student's current class (pinning again after a class change). */
    async moveEntryToClass(tx: Database, entryUuid: string, classUuid: string): Promise<PinboardEntryRow> {
      const [row] = await tx.update(pinboardEntries).set({ classUuid }).where(eq(pinboardEntries.uuid, entryUuid)).returning();
      if (!row) throw new Error('update found no row');
      return row;
    },

    async deleteEntry(tx: Database, entryUuid: string): Promise<void> {
      await tx.delete(pinboardEntries).where(eq(pinboardEntries.uuid, entryUuid));
    },

    /** Removes every pin of an item (its owner deleted it for good). */
    async deleteEntriesOfItem(tx: Database, kind: PinboardItemKind, itemUuid: string): Promise<void> {
      await tx.delete(pinboardEntries).where(and(eq(pinboardEntries.kind, kind), eq(pinboardEntries.itemUuid, itemUuid)));
    },

    async findFeedbackOf(entryUuids: readonly string[]): Promise<PinboardFeedbackRow[]> {
      if (entryUuids.length === 0) return [];
      return db
        .select({
          uuid: pinboardFeedback.uuid,
          entryUuid: pinboardFeedback.entryUuid,
          authorUuid: pinboardFeedback.authorUuid,
          text: pinboardFeedback.text,
          createdAt: pinboardFeedback.createdAt,
          updatedAt: pinboardFeedback.updatedAt,
          authorFirstName: users.firstName,
          authorSurname: users.surname,
        })
        .from(pinboardFeedback)
        .leftJoin(users, eq(users.uuid, pinboardFeedback.authorUuid))
        .where(inArray(pinboardFeedback.entryUuid, [...entryUuids]))
        .orderBy(asc(pinboardFeedback.createdAt), asc(pinboardFeedback.uuid));
    },

    async insertFeedback(tx: Database, row: { entryUuid: string; authorUuid: string; text: string }): Promise<typeof pinboardFeedback.$inferSelect> {
      const [inserted] = await tx.insert(pinboardFeedback).values(row).returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    },

    /** One feedback on one entry (locked for the change), or undefined. */
    async findFeedback(tx: Database, entryUuid: string, feedbackUuid: string): Promise<typeof pinboardFeedback.$inferSelect | undefined> {
      const [row] = await tx
        .select()
        .from(pinboardFeedback)
        .where(and(eq(pinboardFeedback.uuid, feedbackUuid), eq(pinboardFeedback.entryUuid, entryUuid)))
        .for('update');
      return row;
    },

    async updateFeedbackText(tx: Database, feedbackUuid: string, text: string): Promise<typeof pinboardFeedback.$inferSelect> {
      const [updated] = await tx.update(pinboardFeedback).set({ text, updatedAt: new Date() }).where(eq(pinboardFeedback.uuid, feedbackUuid)).returning();
      if (!updated) throw new Error('update returned no row');
      return updated;
    },

    async deleteFeedback(tx: Database, feedbackUuid: string): Promise<void> {
      await tx.delete(pinboardFeedback).where(eq(pinboardFeedback.uuid, feedbackUuid));
    },

    async findUserName(tx: Database, userUuid: string): Promise<{ firstName: string; surname: string } | undefined> {
      const [row] = await tx.select({ firstName: users.firstName, surname: users.surname }).from(users).where(eq(users.uuid, userUuid)).limit(1);
      return row;
    },

    /** Every pin of a student, with the feedback on it (data export). */
    async findAllEntriesOf(userUuid: string): Promise<PinboardEntryRow[]> {
      return db.select().from(pinboardEntries).where(eq(pinboardEntries.ownerUuid, userUuid)).orderBy(pinboardEntries.createdAt);
    },

    /** Every feedback a teacher wrote (data export of the teacher). */
    async findFeedbackWrittenBy(userUuid: string): Promise<(typeof pinboardFeedback.$inferSelect)[]> {
      return db.select().from(pinboardFeedback).where(eq(pinboardFeedback.authorUuid, userUuid)).orderBy(pinboardFeedback.createdAt);
    },

    /**
     * Erasure: a student's pins go (their feedback with them); a teacher's feedback stays with the
     * student it was written to, without the author.
     */
    async eraseAllOf(tx: Database, userUuid: string): Promise<void> {
      await tx.delete(pinboardEntries).where(eq(pinboardEntries.ownerUuid, userUuid));
      await tx.update(pinboardFeedback).set({ authorUuid: null }).where(eq(pinboardFeedback.authorUuid, userUuid));
    },
  };
}

export type PinboardRepository = ReturnType<typeof createPinboardRepository>;
