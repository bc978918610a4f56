// npm run seed -w @teranga/api                       the demo shop, if the database has no product yet
// npm run seed -w @teranga/api -- --products 100000  N more generated products (benchmarks), demo categories and accounts included
// Uses the same database as the server: DATABASE_URL, else PGlite in DATA_DIR.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { operatorMessages } from '@teranga/messages';
import { count, sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { lockDataFolder } from '../data-folder-lock.js';
import { openDatabase } from '../db/client.js';
import { products } from '../db/schema.js';
import { generateProduct } from '../demo/generate-products.js';
import {
  ensureDemoAccounts,
  ensureDemoCategories,
  insertGeneratedProducts,
  seedDemoShop,
} from '../demo/seed-demo.js';
import { orRefuseToStart } from '../startup-refusal.js';

const BATCH = 1000;

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const wanted = values.products === undefined ? undefined : Number(values.products);
if (wanted !== undefined && (!Number.isInteger(wanted) || wanted < 1)) {
  console.error(operatorMessages.seed.productsOption);
  process.exit(1);
}

const config = orRefuseToStart(() => loadConfig());
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
// The embedded database must not be opened while a server holds it (their writes would overwrite each other).
if (!config.databaseUrl) orRefuseToStart(() => lockDataFolder(config.dataDir));
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { db } = database;
const started = performance.now();

if (wanted === undefined) {
  const result = await seedDemoShop(db);
  console.log(
    result.seeded
      ? operatorMessages.seed.demoShopCreated(result.products)
      : operatorMessages.seed.alreadySeeded,
  );
} else {
  const categoryIds = await ensureDemoCategories(db);
  const accounts = await ensureDemoAccounts(db);
  const [existing] = await db.select({ value: count() }).from(products);
  // Numbering continues after the products already there, so slugs stay unique run after run.
  const first = existing?.value ?? 0;
  const now = new Date();
  for (let start = 0; start < wanted; start += BATCH) {
    const size = Math.min(BATCH, wanted - start);
    const batch = Array.from({ length: size }, (_, i) =>
      generateProduct(first + start + i, {
        categoryIds,
        sellerId: accounts.seller,
        now,
        withVariants: false,
        numberedSlugs: true,
      }),
    );
    await insertGeneratedProducts(db, batch, BATCH);
    if ((start / BATCH) % 10 === 9) console.log(`  ${start + size} / ${wanted}`);
  }
  // Fresh statistics (and, on PostgreSQL, a visibility map for index-only counts) before anyone measures.
  await db.execute(sql.raw(database.kind === 'postgres' ? 'vacuum analyze products' : 'analyze products'));
  console.log(
    operatorMessages.seed.generated(wanted, ((performance.now() - started) / 1000).toFixed(1), database.kind),
  );
}
await database.close();
