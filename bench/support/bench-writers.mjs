// The accounts and products the benches' writes use (catalogue-under-writes.mjs, queries-per-write.mjs), on a
// catalogue bench database: one home, so that both count the same orders and edits.

const PASSWORD = 'Baobab-Charge-2026';

/** One JSON request to the API, as the benches' writers send it (an order carries its own idempotency key). */
export async function apiJson(base, method, path, { token, body } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' && path === '/api/orders' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * A seller approved and owning 300 active products (the ones edited), 300 products without sizes given stock for any
 * run (the ones ordered), and a buyer. `register(body)` posts to /api/auth/register and answers `{ status, body }`;
 * `db` is a pg client on the bench's database.
 */
export async function benchWriters(db, register) {
  const account = async (role) => {
    const answer = await register({
      firstName: 'Awa',
      lastName: 'Diop',
      email: `${role}-${crypto.randomUUID().slice(0, 8)}@example.sn`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...(role === 'seller' ? { role } : {}),
    });
    if (answer.status !== 201) throw new Error(`register ${role}: ${answer.status}`);
    return { id: answer.body.data.user.id, token: answer.body.data.token };
  };
  const seller = await account('seller');
  await db.query(`update users set seller_status = 'approved' where id = $1`, [seller.id]);
  const edited = (
    await db.query(
      `update products set seller_id = $1, compare_price_cents = null where id in (select id from products where status = 'active' order by id limit 300) returning id`,
      [seller.id],
    )
  ).rows.map((row) => row.id);
  const ordered = (
    await db.query(
      `update products p set quantity = 1000000, track_quantity = true, low_stock_threshold = 5
         where p.id in (select id from products q where q.status = 'active' and not q.seller_hidden
           and not exists (select 1 from product_variants v where v.product_id = q.id and v.type = 'size')
           order by q.id desc limit 300) returning id`,
    )
  ).rows.map((row) => row.id);
  const buyer = await account('buyer');
  return { seller, buyer, edited, ordered };
}

/**
 * Resolves once every sandbox payment due is answered and every job due (webhooks, mails) is done, on the bench's
 * database (`db`, a pg client): the writes' tail, after their answers.
 */
export async function writesDrained(db) {
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  await sleep(500); // PAYMENT_SANDBOX_DELAY_MS
  for (let i = 0; i < 600; i++) {
    const { rows } = await db.query(
      `select (select count(*)::int from jobs where done_at is null and run_at <= now()) +
              (select count(*)::int from payments where answered_at is null and answer_at <= now()) as due`,
    );
    if (rows[0].due === 0) return;
    await sleep(100);
  }
}
