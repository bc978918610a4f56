import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { operatorMessages } from '@teranga/messages';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { lockDataFolder } from './data-folder-lock.js';
import { openDatabaseWhenReachable } from './db/wait-for-database.js';
import { topUpDemoReviews } from './demo/demo-reviews.js';
import { seedDemoShop } from './demo/seed-demo.js';
import { orRefuseToStart, orRefuseToStartAsync } from './startup-refusal.js';
import { superviseWorkers, webConcurrencyOf } from './web-concurrency.js';

// Secrets the server generates for itself are written here by the first process, read by the workers it starts.
const config = orRefuseToStart(() => loadConfig());
const processes = orRefuseToStart(() => webConcurrencyOf(process.env, config.databaseUrl));
const isWorker = cluster.isWorker;

mkdirSync(config.dataDir, { recursive: true });
// Before the database opens: also with DATABASE_URL, since the folder still holds uploads and the outbox. Workers run
// under their primary's lock.
const lock = isWorker ? undefined : orRefuseToStart(() => lockDataFolder(config.dataDir));
// PostgreSQL may still be starting (a machine booting, services started together): wait for it, then refuse in French.
const database = await orRefuseToStartAsync(() =>
  openDatabaseWhenReachable(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
    { seconds: config.databaseStartupWaitSeconds },
  ),
);
if (config.seedDemo && !isWorker) {
  const seed = await seedDemoShop(database.db);
  if (seed.seeded) console.log(operatorMessages.startup.demoShopCreated(seed.products));
  // A demo data folder from before reviews gets its demo reviews once (migration 0022).
  else await topUpDemoReviews(database.db);
}

if (processes > 1 && !isWorker) {
  // The primary only migrated and seeded: the workers serve.
  await database.close();
  superviseWorkers(processes, () => lock?.release());
} else {
  const app = await buildApp({ config, database });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await app.close();
      await database.close();
      lock?.release();
      process.exit(0);
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(operatorMessages.startup.ready(config.appUrl, database.kind));
}
