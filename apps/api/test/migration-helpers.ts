import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/migrations-folder.js';

// A data migration is checked on a database as it stood before it: rows written in the old shape, then the rest of
// the migrations run over them, as an existing shop's database meets a new version.

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'teranga-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`no migration ${tag} in the journal`);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** An embedded database migrated up to (not including) `tag`; `migrateRest()` runs `tag` and every later one. */
export async function databaseBefore(tag: string) {
  const client = await PGlite.create({ extensions: { unaccent, pg_trgm } });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsBefore(tag) });
  return { client, migrateRest: () => migrate(db, { migrationsFolder }) };
}

/** The nth made-up id (24 hex characters, as every entity's). */
export const id = (n: number) => n.toString(16).padStart(24, '0');
