import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Distinct statements one connection prepares at most; later new ones run unnamed (decision 132). */
export const MAX_PREPARED_PER_CONNECTION = 500;

/** Statement texts whose names are remembered, so that a hot statement is not hashed on every call. */
const MAX_REMEMBERED_NAMES = 2_000;

const namesByText = new Map<string, string>();

/** A stable name per statement text: the same text always gets the same name, in every process. */
export function statementNameOf(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (namesByText.size >= MAX_REMEMBERED_NAMES) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown };

function isParameterisedConfig(config: unknown, values: unknown): config is QueryConfigLike & { text: string } {
  if (typeof config !== 'object' || config === null) return false;
  const { text, name } = config as QueryConfigLike;
  const parameters = Array.isArray(values) ? values : (config as QueryConfigLike).values;
  // Only statements with parameters: they already go through the extended protocol, which takes
  // exactly one statement. A text without parameters may hold several (hand-written migrations)
  // and must stay on the simple protocol.
  // An empty name is pg's unnamed statement too: drizzle's prepared queries send it (prepared-query.ts).
  return typeof text === 'string' && (name === undefined || name === '') && Array.isArray(parameters) && parameters.length > 0;
}

/**
 * Makes the connection prepare every parameterised statement once and reuse it (decision 132).
 *
 * drizzle sends each query unnamed, so PostgreSQL parses and plans it anew on every call – for the
 * small queries of this app (2–6 per request, each a few index look-ups) that was most of
 * PostgreSQL's CPU at the school-morning load. Named after a hash of their text, the statements are
 * parsed once per connection; pg remembers which ones a connection has prepared. The number per
 * connection is bounded because texts with `in ($1, …, $n)` differ by list length.
 */
export function prepareRepeatedStatements(client: pg.PoolClient | pg.Client): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // pg's query has many overloads; the wrapper only adds a name to a config object and passes
  // every argument on unchanged otherwise.
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (isParameterisedConfig(config, rest[0])) {
      const name = statementNameOf(config.text);
      if (prepared.has(name) || prepared.size < MAX_PREPARED_PER_CONNECTION) {
        prepared.add(name);
        return query({ ...config, name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}
