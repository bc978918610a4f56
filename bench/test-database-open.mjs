// What an API test file pays for its own embedded database: a fresh in-memory PGlite brought up by the migrations,
// against one loaded from the tarball of a migrated database (what apps/api/test/global-setup.ts makes once per run
// and openDatabase loads from PGLITE_TEMPLATE). Not a test: it prints figures.
//
//   node bench/test-database-open.mjs [--rounds 3]
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const migrationsFolder = resolve(import.meta.dirname, '../apps/api/drizzle');
const extensions = { unaccent, pg_trgm };

/** Opens, migrates (a no-op on the template's copy, as in openDatabase), runs one query, closes; returns milliseconds. */
async function open(loadDataDir) {
  const started = performance.now();
  const client = await PGlite.create({ loadDataDir, extensions });
  await migrate(drizzle({ client }), { migrationsFolder });
  await client.query('select count(*) from users');
  const elapsed = performance.now() - started;
  await client.close();
  return elapsed;
}

const made = performance.now();
const maker = await PGlite.create({ extensions });
await migrate(drizzle({ client: maker }), { migrationsFolder });
const template = await maker.dumpDataDir('none');
await maker.close();
console.log(
  `Gabarit (une fois par exécution) : ${((performance.now() - made) / 1000).toFixed(1)} s, ${(template.size / 1e6).toFixed(0)} Mo`,
);

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const fresh = [];
const copied = [];
for (let round = 0; round < Number(args.rounds); round++) {
  fresh.push(await open(undefined));
  copied.push(await open(template));
}
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`Base neuve + migrations : médiane ${seconds(median(fresh))} (${fresh.map(seconds).join(', ')})`);
console.log(
  `Copie du gabarit        : médiane ${seconds(median(copied))} (${copied.map(seconds).join(', ')})`,
);
console.log(
  `Charge de la machine : ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
