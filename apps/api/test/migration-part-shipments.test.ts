import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore, id } from './migration-helpers.js';

// Migration 0016 (issue 28) gives parts their shipment columns and dates the parts shipped or delivered before it
// from their own events (returns count 30 days from delivered_at): checked on a database migrated to 0015 first.

describe('migration 0016 (part shipments)', () => {
  let client: PGlite;
  afterAll(() => client?.close());

  it('dates the parts already shipped or delivered from their first events, and leaves the others empty', async () => {
    const database = await databaseBefore('0016_order_part_shipments');
    client = database.client;
    await client.exec(`
      insert into orders (id, number, customer_email, customer_first_name, customer_last_name, status,
          payment_status, payment_method, subtotal_cents, shipping_cents, total_cents)
        values ('${id(20)}', 'TRG-1', 'c@example.sn', 'C', 'D', 'partially_shipped', 'paid', 'wave', 8000, 1000, 9000);
      insert into order_parts (id, order_id, seller_id, status, subtotal_cents, position)
        values ('${id(30)}', '${id(20)}', '${id(1)}', 'delivered', 3000, 0),
               ('${id(31)}', '${id(20)}', '${id(2)}', 'shipped', 2000, 1),
               ('${id(32)}', '${id(20)}', '${id(3)}', 'processing', 3000, 2);
      insert into order_events (id, order_id, part_id, type, at)
        values ('${id(40)}', '${id(20)}', null, 'paid', '2026-11-01T10:00:00Z'),
               ('${id(41)}', '${id(20)}', '${id(30)}', 'shipped', '2026-11-02T09:00:00Z'),
               ('${id(42)}', '${id(20)}', '${id(30)}', 'delivered', '2026-11-04T15:30:00Z'),
               ('${id(43)}', '${id(20)}', '${id(31)}', 'shipped', '2026-11-03T08:00:00Z'),
               ('${id(44)}', '${id(20)}', '${id(31)}', 'shipped', '2026-11-05T08:00:00Z');
    `);
    await database.migrateRest();

    const parts = await client.query<{
      id: string;
      carrier: string | null;
      tracking_number: string | null;
      shipped_at: Date | null;
      delivered_at: Date | null;
    }>('select id, carrier, tracking_number, shipped_at, delivered_at from order_parts order by position');
    expect(
      parts.rows.map((row) => [
        row.id,
        row.shipped_at?.toISOString() ?? null,
        row.delivered_at?.toISOString() ?? null,
      ]),
    ).toEqual([
      [id(30), '2026-11-02T09:00:00.000Z', '2026-11-04T15:30:00.000Z'],
      // The first of two 'shipped' events.
      [id(31), '2026-11-03T08:00:00.000Z', null],
      [id(32), null, null],
    ]);
    // No carrier is invented for the past.
    expect(parts.rows.every((row) => row.carrier === null && row.tracking_number === null)).toBe(true);
  });
});
