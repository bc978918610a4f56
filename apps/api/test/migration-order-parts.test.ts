import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore, id } from './migration-helpers.js';

// Migration 0012 (issue 26) turns every order made before parts existed into one part per seller of its lines, with
// the order's status, and starts the ledger with the paid ones: checked on a database migrated to 0011 first.

describe('migration 0012 (marketplace orders)', () => {
  let client: PGlite;
  afterAll(() => client?.close());

  it('gives every existing order one part per seller, its lines and the ledger of its paid parts, and size rows their stock', async () => {
    const database = await databaseBefore('0012_marketplace_orders');
    client = database.client;
    const awa = id(1);
    const moussa = id(2);
    await client.exec(`
      insert into users (id, email, first_name, last_name, role, seller_status)
        values ('${awa}', 'awa@example.sn', 'Awa', 'Diop', 'seller', 'approved'),
               ('${moussa}', 'moussa@example.sn', 'Moussa', 'Fall', 'seller', 'rejected');
      insert into products (id, seller_id, name, slug, description, price_cents, status, quantity)
        values ('${id(10)}', '${moussa}', 'Sac', 'sac', 'Un sac en cuir.', 2000, 'active', 0),
               ('${id(13)}', '${awa}', 'Boubou', 'boubou', 'Un boubou brodé.', 3000, 'active', 7);
      insert into product_variants (id, product_id, type, name, value, quantity)
        values ('${id(40)}', '${id(13)}', 'size', 'Taille', 'S', 0),
               ('${id(41)}', '${id(13)}', 'size', 'Taille', 'M', 0),
               ('${id(42)}', '${id(13)}', 'size', 'Taille', 'L', 0);
      insert into orders (id, number, customer_email, customer_first_name, customer_last_name, status,
          payment_status, payment_method, subtotal_cents, shipping_cents, total_cents)
        values ('${id(20)}', 'TRG-1', 'c@example.sn', 'C', 'D', 'shipped', 'paid', 'wave', 8000, 1000, 9000),
               ('${id(21)}', 'TRG-2', 'c@example.sn', 'C', 'D', 'pending', 'pending', 'wave', 3000, 1000, 4000);
      insert into order_lines (id, order_id, product_id, seller_id, name, unit_price_cents, quantity, position)
        values ('${id(30)}', '${id(20)}', '${id(10)}', '${awa}', 'Boubou', 3000, 2, 0),
               ('${id(31)}', '${id(20)}', '${id(11)}', '${moussa}', 'Sac', 2000, 1, 1),
               ('${id(32)}', '${id(21)}', '${id(12)}', '${awa}', 'Pagne', 3000, 1, 0);
    `);
    await database.migrateRest();

    const parts = await client.query<{
      order_id: string;
      seller_id: string;
      status: string;
      subtotal_cents: number;
    }>('select order_id, seller_id, status, subtotal_cents from order_parts order by order_id, position');
    expect(parts.rows).toEqual([
      { order_id: id(20), seller_id: awa, status: 'shipped', subtotal_cents: 6000 },
      { order_id: id(20), seller_id: moussa, status: 'shipped', subtotal_cents: 2000 },
      { order_id: id(21), seller_id: awa, status: 'pending', subtotal_cents: 3000 },
    ]);
    const orphans = await client.query<{ n: number }>(
      `select count(*)::int as n from order_lines l join order_parts p on p.id = l.part_id
        where p.order_id <> l.order_id or p.seller_id is distinct from l.seller_id`,
    );
    expect(orphans.rows[0]?.n).toBe(0);
    const ledger = await client.query<{
      seller_id: string;
      amount_cents: number;
      commission_cents: number;
      net_cents: number;
    }>('select seller_id, amount_cents, commission_cents, net_cents from ledger_entries order by seller_id');
    expect(ledger.rows).toEqual([
      { seller_id: awa, amount_cents: 6000, commission_cents: 600, net_cents: 5400 },
      { seller_id: moussa, amount_cents: 2000, commission_cents: 200, net_cents: 1800 },
    ]);
    // Size rows made without stock (the seller form) now hold the product's units, spread over them.
    const sizes = await client.query<{ value: string; quantity: number }>(
      `select value, quantity from product_variants where product_id = '${id(13)}' order by id`,
    );
    expect(sizes.rows).toEqual([
      { value: 'S', quantity: 3 },
      { value: 'M', quantity: 2 },
      { value: 'L', quantity: 2 },
    ]);
    const hidden = await client.query<{ seller_hidden: boolean }>(
      `select seller_hidden from products where id = '${id(10)}'`,
    );
    expect(hidden.rows[0]?.seller_hidden).toBe(true);
  }, 60_000);
});
