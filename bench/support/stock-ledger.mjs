// The stock check of the load benches, in SQL on the bench's database: nothing oversold, and every unit gone from a
// product's stock during the run is a unit of an order of the run that was not cancelled (a failed or expired payment
// gives its units back). Only products that count their stock are checked; one that takes backorders may go below 0.
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Every counted product's stock before the run, and the database's clock (orders made after it are the run's). */
export async function stockBefore(db) {
  const { rows: clock } = await db.query('select clock_timestamp() as now');
  const { rows } = await db.query('select id, quantity from products where track_quantity');
  return { since: clock[0].now, quantities: new Map(rows.map((row) => [row.id, row.quantity])) };
}

/** Waits (up to `timeoutMs`) until no order of the run waits for its payment; answers how many still do. */
export async function settledPayments(db, since, timeoutMs = 60_000) {
  let pending = 0;
  for (let waited = 0; waited <= timeoutMs; waited += 500) {
    const { rows } = await db.query(
      `select count(*)::int as n from orders where created_at >= $1 and payment_status = 'pending'`,
      [since],
    );
    pending = rows[0].n;
    if (pending === 0) break;
    await sleep(500);
  }
  return pending;
}

/**
 * Compares each counted product's stock now with `before`: `oversold` lists products below 0 that take no backorders,
 * `mismatched` those where stock before − stock now ≠ the units the run's kept orders reserved.
 */
export async function stockAfter(db, before) {
  const { rows } = await db.query(
    `select p.id, p.quantity, p.allow_backorder,
            coalesce((select sum(l.reserved_quantity) from order_lines l join orders o on o.id = l.order_id
                      where l.product_id = p.id and o.created_at >= $1 and o.status <> 'cancelled'), 0)::int as kept
       from products p where p.track_quantity`,
    [before.since],
  );
  const oversold = rows.filter((row) => row.quantity < 0 && !row.allow_backorder);
  const mismatched = rows
    .filter((row) => before.quantities.has(row.id))
    .filter((row) => before.quantities.get(row.id) - row.quantity !== row.kept);
  const { rows: statuses } = await db.query(
    `select status, payment_status, count(*)::int as n from orders where created_at >= $1
      group by 1, 2 order by 1, 2`,
    [before.since],
  );
  return {
    products: rows.length,
    unitsKept: rows.reduce((sum, row) => sum + row.kept, 0),
    soldOut: rows.filter((row) => row.quantity <= 0 && !row.allow_backorder).length,
    oversold,
    mismatched,
    ordersByStatus: statuses,
  };
}
