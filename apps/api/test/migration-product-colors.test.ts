import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore, id } from './migration-helpers.js';

// Migration 0020 (issue 29): products whose colours were colour rows only (the seller form before issue 29) get them
// as `colors`, the product page's swatches; checked on a database migrated to 0019 first.

describe('migration 0020 (colours from colour rows)', () => {
  let client: PGlite;
  afterAll(() => client?.close());

  it('gives a product without colours its colour rows, once each with their shade, and leaves the others', async () => {
    const database = await databaseBefore('0020_product_colors_from_variants');
    client = database.client;
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
    await database.migrateRest();
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
