import { mkdirSync } from 'node:fs';
import { operatorMessages } from '@teranga/messages';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { lockDataFolder } from './data-folder-lock.js';
import { openDatabaseWhenReachable } from './db/wait-for-database.js';
import { seedDemoShop } from './demo/seed-demo.js';
import { orRefuseToStart, orRefuseToStartAsync } from './startup-refusal.js';

const config = orRefuseToStart(() => loadConfig());
mkdirSync(config.dataDir, { recursive: true });
// Before the database opens: also with DATABASE_URL, since the folder still holds uploads and the outbox.
const lock = orRefuseToStart(() => lockDataFolder(config.dataDir));
// PostgreSQL may still be starting (a machine booting, services started together): wait for it, then refuse in French.
const database = await orRefuseToStartAsync(() =>
  openDatabaseWhenReachable(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
    { seconds: config.databaseStartupWaitSeconds },
  ),
);
if (config.seedDemo) {
  const seed = await seedDemoShop(database.db);
  if (seed.seeded) console.log(operatorMessages.startup.demoShopCreated(seed.products));
}
const app = await buildApp({ config, database });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    lock.release();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(operatorMessages.startup.ready(config.appUrl, database.kind));
