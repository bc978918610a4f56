import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrations-folder.js';

// Migration 0020 (issue 29): products whose colours were colour rows only (the seller form before issue 29) get them
// as `colors`, the product page's swatches; checked on a database migrated to 0019 first.

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'teranga-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const id = (n: number) => n.toString(16).padStart(24, '0');

describe('migration 0020 (colours from colour rows)', () => {
  let client: PGlite;
  afterAll(() => client?.close());

  it('gives a product without colours its colour rows, once each with their shade, and leaves the others', async () => {
    client = await PGlite.create({ extensions: { unaccent, pg_trgm } });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsBefore('0020_product_colors_from_variants') });
    await client.exec(`
      insert into products (id, name, slug, description, price_cents, status, colors)
        values ('${id(1)}', 'Robe', 'robe', 'Une robe en wax.', 2500, 'active', '[]'),
               ('${id(2)}', 'Boubou', 'boubou', 'Un boubou brodé.', 3000, 'active', '[{"name":"Noir","hex":"#000000"}]'),
               ('${id(3)}', 'Sac', 'sac', 'Un sac en cuir.', 2000, 'active', '[]');
      insert into product_variants (id, product_id, type, name, value, color_hex, quantity)
        values ('${id(10)}', '${id(1)}', 'color', 'Couleur', 'Indigo', '#3f51b5', 0),
               ('${id(11)}', '${id(1)}', 'color', 'Couleur', 'Ocre', null, 0),
               ('${id(12)}', '${id(1)}', 'color', 'Couleur', ' indigo ', '#000000', 0),
               ('${id(13)}', '${id(1)}', 'size', 'Taille', 'M', null, 3),
               ('${id(14)}', '${id(2)}', 'color', 'Couleur', 'Rouge', '#ff0000', 0),
               ('${id(15)}', '${id(3)}', 'size', 'Taille', 'M', null, 1);
    `);
    await migrate(db, { migrationsFolder });
    const { rows } = await client.query<{ id: string; colors: unknown }>(
      'select id, colors from products order by id',
    );
    expect(rows).toEqual([
      {
        id: id(1),
        colors: [
          { name: 'Indigo', hex: '#3f51b5' },
          { name: 'Ocre', hex: '#cccccc' },
        ],
      },
      { id: id(2), colors: [{ name: 'Noir', hex: '#000000' }] },
      { id: id(3), colors: [] },
    ]);
  }, 60_000);
});
