import type { Caller } from '../../../platform/auth/access';
import { notFound } from '../../../platform/http/errors';
import type { StatementRow } from './statements.repository';

/**
 * A statement is its author's alone: anybody else is told it does not exist (404). Teachers see a
 * statement only through the Pinnwand, after the student pinned it.
 */
export function requireOwnStatement(caller: Caller, statement: StatementRow | undefined): StatementRow {
  if (!statement || statement.ownerUuid !== caller.uuid) throw notFound();
  return statement;
}
