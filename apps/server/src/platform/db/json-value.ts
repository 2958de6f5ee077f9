/**
 * A `json` value as the driver hands it over: node-postgres parses it, PGlite may give the text.
 * Queries that have PostgreSQL build their answer as JSON (decisions 241, 243, 244) read it
 * through this; the type is the query's promise, checked by its equivalence test.
 */
export function jsonValueOf<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
