import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

export interface FailingWrite {
  /** The table whose writes fail. */
  table: 'users' | 'oauth_accounts';
  when: 'INSERT' | 'UPDATE';
  /** SQL condition on NEW under which the write fails, e.g. `NEW.email = 'awa@example.sn'`. */
  condition: string;
}

/**
 * A database fault on demand: a trigger makes one kind of write fail (RAISE) while every other goes through, so a test
 * can prove what a half-done change leaves behind. Returns the function that removes it.
 */
export async function failWrites(
  db: Database,
  { table, when, condition }: FailingWrite,
): Promise<() => Promise<void>> {
  const name = `teranga_test_fail_${table}_${when.toLowerCase()}`;
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${condition} THEN RAISE EXCEPTION 'panne simulée par le test'; END IF;
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER ${name} BEFORE ${when} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION IF EXISTS ${name}()`));
  };
}
