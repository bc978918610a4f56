import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  exitedWithin,
  removeTemporaryDataDirs,
  startServerProcess,
  stopServerProcess,
  temporaryDataDir,
} from './server-process.js';

afterAll(() => removeTemporaryDataDirs());

/** A loopback port nothing listens on (taken, then freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

describe('starting while PostgreSQL cannot be reached', () => {
  it('waits, saying so in French at each attempt, then refuses to start: exit code 1 and no stack trace', async () => {
    const server = startServerProcess({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/teranga`,
      DATABASE_STARTUP_WAIT_SECONDS: '1',
      DATA_DIR: temporaryDataDir('no-database'),
    });
    try {
      expect(await exitedWithin(server, 40_000)).toBe(1);
      const { stderr } = server.output();
      // The figures depend on the machine's speed; the words do not.
      expect(stderr).toMatch(
        /PostgreSQL injoignable \(ECONNREFUSED\) : nouvel essai dans 1 s \(encore 1 s d'attente au plus\)\./,
      );
      expect(stderr).toMatch(
        /Teranga ne démarre pas : PostgreSQL reste injoignable après \d+ s \(ECONNREFUSED\)\. Vérifiez DATABASE_URL/,
      );
      expect(stderr).not.toMatch(/^\s+at /m);
    } finally {
      await stopServerProcess(server);
    }
  }, 60_000);
});
