import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from './helpers.js';
import {
  exitedWithin,
  removeTemporaryDataDirs,
  startServerProcess,
  stopServerProcess,
  temporaryDataDir,
} from './server-process.js';

afterAll(() => removeTemporaryDataDirs());

// Refusals reach no database: they run once, beside PGlite; the processes themselves need PostgreSQL.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('WEB_CONCURRENCY refused', () => {
  it('refuses several processes over the embedded database, in French, with code 1', async () => {
    const server = startServerProcess({
      DATA_DIR: temporaryDataDir('web-concurrency'),
      WEB_CONCURRENCY: '2',
    });
    expect(await exitedWithin(server, 45_000)).toBe(1);
    expect(server.output().stderr).toContain(
      "Teranga ne démarre pas : WEB_CONCURRENCY=2 demande PostgreSQL (DATABASE_URL) : la base intégrée (PGlite) ne sert qu'un processus",
    );
  }, 60_000);

  it('refuses a count that is not one', async () => {
    const server = startServerProcess({
      DATA_DIR: temporaryDataDir('web-concurrency'),
      WEB_CONCURRENCY: 'deux',
    });
    expect(await exitedWithin(server, 45_000)).toBe(1);
    expect(server.output().stderr).toContain('WEB_CONCURRENCY vaut « deux »');
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('WEB_CONCURRENCY on PostgreSQL', () => {
  it('serves from two processes on one port, and stops them all on SIGTERM', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const server = startServerProcess({
      DATA_DIR: temporaryDataDir('web-concurrency'),
      DATABASE_URL: scratch.url,
      WEB_CONCURRENCY: '2',
      JWT_SECRET: 'deux-processus-un-secret-de-session-assez-long',
    });
    try {
      const url = await server.ready;
      expect(server.output().stdout).toContain('Teranga lance 2 processus serveurs sur le même port');
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => fetch(`${url}/api/products?limit=1`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      await stopServerProcess(server);
      await scratch.drop();
    }
    expect(await server.exited).toBe(0);
  }, 90_000);
});
