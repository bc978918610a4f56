// Staff command line: validate sellers, make an admin. Uses the same database settings as the server
// (DATA_DIR for embedded PGlite, or DATABASE_URL). See apps/api/README.md.
import { mkdirSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { lockDataFolder } from '../data-folder-lock.js';
import { openDatabase } from '../db/client.js';
import { runAdminCommand } from '../sellers/admin-commands.js';
import { orRefuseToStart } from '../startup-refusal.js';

const config = orRefuseToStart(() => loadConfig());
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
// The embedded database must not be opened while a server holds it (their writes would overwrite each other).
if (!config.databaseUrl) orRefuseToStart(() => lockDataFolder(config.dataDir));
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  process.exitCode = await runAdminCommand(database.db, process.argv.slice(2), (line) => console.log(line));
} finally {
  await database.close();
}
