// Staff command line: validate sellers, make an admin. Uses the same database settings as the server
// (DATA_DIR for embedded PGlite, or DATABASE_URL). See apps/api/README.md.
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runAdminCommand } from '../identity/admin-commands.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  process.exitCode = await runAdminCommand(database.db, process.argv.slice(2), (line) => console.log(line));
} finally {
  await database.close();
}
