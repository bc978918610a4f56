import type { Database } from './client.js';

let statementNumber = 0;

/** A name for a statement prepared once per database, unique in this process (`<kind>_<n>`). */
export const statementName = (kind: string): string => `${kind}_${++statementNumber}`;

/**
 * A statement built by Drizzle once per database and prepared by name on each connection: hot queries (a product page,
 * a signed-in request, an order) skip query building, a quarter of a write's CPU (issue 30). Not inside a transaction:
 * a prepared statement belongs to the database it was built on.
 */
export function preparedOnce<T>(kind: string, build: (db: Database, name: string) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db, statementName(kind));
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
