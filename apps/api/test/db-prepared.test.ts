import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dedicatedReaderOf } from '../src/db/client.js';
import { preparedOnce } from '../src/db/prepared.js';
import { categories } from '../src/db/schema.js';
import { startTestServer, type TestServer, testDatabaseKind } from './helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const insertCategory = preparedOnce('test_insert_category', (db, name) =>
  db
    .insert(categories)
    .values({ id: sql.placeholder('id'), name: sql.placeholder('name'), slug: sql.placeholder('slug') })
    .prepare(name),
);
const categoryNamed = preparedOnce('test_category_named', (db, name) =>
  db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, sql.placeholder('slug')))
    .prepare(name),
);

describe('statements prepared once per database (db/prepared.ts)', () => {
  it("run inside a transaction on the transaction's connection: its rows before commit, none after a rollback", async () => {
    const { db } = server.database;
    // Built on the database first (bound to its pool), as when a statement's first use is outside any transaction.
    await insertCategory(db).execute({ id: 'o'.repeat(24), name: 'Avant', slug: 'avant' });
    expect(await categoryNamed(db).execute({ slug: 'preparee' })).toEqual([]);
    const failure = new Error('rolled back on purpose');
    await expect(
      db.transaction(async (tx) => {
        await insertCategory(tx).execute({ id: 'p'.repeat(24), name: 'Préparée', slug: 'preparee' });
        // Seen inside (same connection), not outside (another connection of the pool, or after the transaction).
        expect(await categoryNamed(tx).execute({ slug: 'preparee' })).toEqual([{ id: 'p'.repeat(24) }]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await categoryNamed(db).execute({ slug: 'preparee' })).toEqual([]);

    await db.transaction(async (tx) => {
      await insertCategory(tx).execute({ id: 'q'.repeat(24), name: 'Gardée', slug: 'gardee' });
    });
    expect(await categoryNamed(db).execute({ slug: 'gardee' })).toEqual([{ id: 'q'.repeat(24) }]);
  });

  it('are built once for a database and all its transactions', async () => {
    const { db } = server.database;
    let builds = 0;
    const counted = preparedOnce('test_counted', (on, name) => {
      builds++;
      return on.select({ one: sql<number>`1` }).from(categories).limit(1).prepare(name);
    });
    await counted(db).execute();
    await db.transaction(async (tx) => {
      await counted(tx).execute();
    });
    await counted(db).execute();
    expect(builds).toBe(1);
  });
});

describe.runIf(testDatabaseKind === 'postgres')("the catalogue's version check (PostgreSQL)", () => {
  it('runs on connections that plan its statement once, not at every call', async () => {
    const reader = dedicatedReaderOf(server.database.db);
    const answer = await reader?.<{ plan_cache_mode: string }>({
      name: 'test_plan_cache_mode',
      text: 'show plan_cache_mode',
      values: [],
    });
    expect(answer?.rows[0]?.plan_cache_mode).toBe('force_generic_plan');
  });
});
