import { STATEMENT_MESSAGES, STATEMENTS_PER_STUDENT_MAX, type Statement, type StatementList } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { requireOwnStatement } from './statements.policy';
import type { StatementRow, StatementsRepository } from './statements.repository';
import { invalidField } from '../../../platform/http/error-responses';

/**
 * The arcade's `awardForAction`, idempotent per (user, action, subject). `liveSubjectCount` – the
 * student's statements now – lets it give nothing for a deleted statement written again (decision 150).
 */
export type AwardStatementPoints = (
  tx: Database,
  award: { userUuid: string; action: 'statement_written'; subjectUuid: string; liveSubjectCount: number },
) => Promise<unknown>;

/** Removes the pins of a deleted item (the pinboard's repository), in the same transaction. */
export type UnpinItem = (tx: Database, kind: 'statement', itemUuid: string) => Promise<void>;

export function toStatement(row: StatementRow): Statement {
  return {
    uuid: row.uuid,
    text: row.text,
    created_date: row.createdAt.toISOString(),
    last_modified: row.updatedAt.toISOString(),
  };
}

export function createStatementsService(deps: {
  db: Database;
  repository: StatementsRepository;
  awardPoints: AwardStatementPoints | null;
  unpinItem: UnpinItem;
}) {
  const { db, repository, awardPoints, unpinItem } = deps;
  const inTransaction = <T>(work: (tx: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Database));

  return {
    async list(caller: Caller): Promise<StatementList> {
      return { items: (await repository.listLive(caller.uuid)).map(toStatement) };
    },

    /** Statement and points in one transaction; the limit is counted under the same lock as the insert. */
    async create(caller: Caller, text: string): Promise<Statement> {
      const row = await inTransaction(async (tx) => {
        const liveBefore = await repository.countLive(tx, caller.uuid);
        if (liveBefore >= STATEMENTS_PER_STUDENT_MAX) {
          throw invalidField('text', STATEMENT_MESSAGES.tooMany);
        }
        const statement = await repository.insert(tx, { ownerUuid: caller.uuid, text });
        await awardPoints?.(tx, { userUuid: caller.uuid, action: 'statement_written', subjectUuid: statement.uuid, liveSubjectCount: liveBefore + 1 });
        return statement;
      });
      return toStatement(row);
    },

    async update(caller: Caller, statementUuid: string, text: string, now: Date = new Date()): Promise<Statement> {
      const row = await inTransaction(async (tx) => {
        requireOwnStatement(caller, await repository.findLiveForUpdate(tx, statementUuid));
        return repository.updateText(tx, statementUuid, text, now);
      });
      return toStatement(row);
    },

    /** Deletes for good; its pins go with it, so the teacher no longer sees it. */
    async delete(caller: Caller, statementUuid: string): Promise<void> {
      await inTransaction(async (tx) => {
        requireOwnStatement(caller, await repository.findLiveForUpdate(tx, statementUuid));
        await unpinItem(tx, 'statement', statementUuid);
        await repository.delete(tx, statementUuid);
      });
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
