/**
 * Builds a drizzle query's SQL once, for a query that runs on every request of a hot route
 * (decision 168): drizzle otherwise assembles the same SQL text from its query objects on every
 * call, which was a quarter to a third of the server's CPU on those routes (issue 8).
 *
 * The prepared query is bound to the `db` it was built on – it never joins a transaction – so only
 * queries that run outside transactions are prepared, once per repository (and so per database).
 * Values go in through `sql.placeholder(name)` and `execute({ name: value })`.
 *
 * It gets no statement name of its own (the empty name is pg's unnamed statement): whether
 * PostgreSQL keeps it parsed per connection stays the one setting of decision 132
 * (`statement-names.ts` names it after its text, `DATABASE_PREPARED_STATEMENTS=false` leaves it
 * unnamed for a pooler that cannot carry prepared statements).
 */
export function prepareQuery<Query extends { prepare(name: string): unknown }>(query: Query): ReturnType<Query['prepare']> {
  return query.prepare(UNNAMED_STATEMENT) as ReturnType<Query['prepare']>;
}

/** pg's unnamed statement: sent with Parse on every call unless statement-names.ts names it. */
export const UNNAMED_STATEMENT = '';
