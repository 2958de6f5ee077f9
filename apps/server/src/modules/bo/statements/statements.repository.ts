import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { statements } from './statements.schema';

export type StatementRow = typeof statements.$inferSelect;

export function createStatementsRepository(db: Database) {
  return {
    /** The student's statements, newest first (deleted ones never show). */
    async listLive(ownerUuid: string): Promise<StatementRow[]> {
      return db
        .select()
        .from(statements)
        .where(and(eq(statements.ownerUuid, ownerUuid), isNull(statements.deletedAt)))
        .orderBy(desc(statements.createdAt), desc(statements.uuid));
    },

    async countLive(tx: Database, ownerUuid: string): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(statements)
        .where(and(eq(statements.ownerUuid, ownerUuid), isNull(statements.deletedAt)));
      return row?.total ?? 0;
    },

    /** A live statement, locked until the transaction ends. */
    async findLiveForUpdate(tx: Database, uuid: string): Promise<StatementRow | undefined> {
      const [row] = await tx
        .select()
        .from(statements)
        .where(and(eq(statements.uuid, uuid), isNull(statements.deletedAt)))
        .limit(1)
        .for('update');
      return row;
    },

    async insert(tx: Database, row: { ownerUuid: string; text: string }): Promise<StatementRow> {
      const [inserted] = await tx.insert(statements).values(row).returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    },

    async updateText(tx: Database, uuid: string, text: string, now: Date): Promise<StatementRow> {
      const [row] = await tx.update(statements).set({ text, updatedAt: now }).where(eq(statements.uuid, uuid)).returning();
      if (!row) throw new Error('update found no row');
      return row;
    },

    async delete(tx: Database, uuid: string): Promise<void> {
      await tx.delete(statements).where(eq(statements.uuid, uuid));
    },

    /** Every statement of a user, deleted ones included, oldest first (data export). */
    async listAllOf(userUuid: string): Promise<StatementRow[]> {
      return db.select().from(statements).where(eq(statements.ownerUuid, userUuid)).orderBy(statements.createdAt);
    },

    async deleteAllOf(tx: Database, userUuid: string): Promise<void> {
      await tx.delete(statements).where(eq(statements.ownerUuid, userUuid));
    },
  };
}

export type StatementsRepository = ReturnType<typeof createStatementsRepository>;
