// Preloaded into a bench's server (`node --import ./bench/support/query-count.mjs`): counts every statement the
// server sends PostgreSQL through pg (the pool's clients and the transactions' alike), by its text; SIGUSR1 writes the
// counts so far to QUERY_COUNT_FILE as JSON ({ text: count }). Counts, unlike timings, survive a loaded machine.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const pg = createRequire(new URL('../../apps/api/package.json', import.meta.url))('pg');
const counts = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  const text = typeof config === 'string' ? config : (config?.text ?? config?.name ?? String(config));
  const key = text.replace(/\s+/g, ' ').trim();
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return query.call(this, config, ...rest);
};
process.on('SIGUSR1', () => {
  writeFileSync(
    process.env.QUERY_COUNT_FILE ?? 'query-counts.json',
    JSON.stringify(Object.fromEntries(counts)),
  );
});
