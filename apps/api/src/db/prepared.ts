import type { Queryable } from './client.js';

let statementNumber = 0;

/** A name for a statement prepared once per database, unique in this process (`<kind>_<n>`). */
export const statementName = (kind: string): string => `${kind}_${++statementNumber}`;

/** What Drizzle keeps of a database in each of its transactions: the dialect (one per database) and the session. */
interface DrizzleInternals {
  dialect?: object;
  session?: { client?: unknown };
}

/**
 * A statement built by Drizzle once per database and prepared by name, run on the database or inside one of its
 * transactions: hot statements (a product page, a signed-in request, an order, a job) skip query building, a quarter
 * of a write's CPU (issue 30). Drizzle binds a prepared statement to the client it was built on (the pool, or a
 * transaction's connection); the copy handed out for `on` only sends it through `on`'s client, so that inside a
 * transaction it runs on the transaction's connection. PostgreSQL parses it once per connection, by its name.
 */
export function preparedOnce<T extends object>(
  kind: string,
  build: (db: Queryable, name: string) => T,
): (on: Queryable) => T {
  const byDatabase = new WeakMap<object, T>();
  return (on) => {
    const internals = on as unknown as DrizzleInternals;
    // A database and its transactions share their dialect: one statement for all of them.
    const database = internals.dialect ?? on;
    let prepared = byDatabase.get(database);
    if (!prepared) {
      prepared = build(on, statementName(kind));
      byDatabase.set(database, prepared);
    }
    const client = internals.session?.client;
    if (client === undefined || !Object.hasOwn(prepared, 'client')) return prepared;
    return Object.create(prepared, { client: { value: client } }) as T;
  };
}
