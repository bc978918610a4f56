import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  exitedWithin,
  removeTemporaryDataDirs,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  temporaryDataDir,
} from './server-process.js';

// Whole server processes on embedded PGlite (several seconds each on a busy machine).
const SLOW = 120_000;

describe('one server per data folder', () => {
  const dataDir = temporaryDataDir('lock');
  const env = { DATA_DIR: dataDir };
  const started: ServerProcess[] = [];
  const start = () => {
    const server = startServerProcess(env);
    started.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of started) await stopServerProcess(server);
    removeTemporaryDataDirs();
  });

  it(
    "a second server (or the staff command line) on the same folder exits non-zero with a French message naming the first one's PID",
    async () => {
      const first = start();
      const url = await first.ready;
      expect((await fetch(`${url}/api/health`)).status).toBe(200);

      const second = start();
      expect(await exitedWithin(second, 60_000)).toBe(1);
      const { stderr } = second.output();
      expect(stderr).toContain(
        `Le dossier de données ${dataDir} est déjà utilisé par un autre serveur Teranga`,
      );
      expect(stderr).toContain(`le processus ${first.child.pid} `);
      // The staff command line would open the same embedded database: refused too.
      const admin = startServerProcess(env, ['src/cli/admin.ts', 'sellers']);
      started.push(admin);
      expect(await exitedWithin(admin, 60_000)).toBe(1);
      expect(admin.output().stderr).toContain(`le processus ${first.child.pid} `);
      // The first one is untouched and still serves.
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
    },
    SLOW,
  );

  it(
    'takes over the lock of a server killed with -9, and releases its own on a clean stop',
    async () => {
      const [first] = started;
      if (!first) throw new Error('the previous test starts the first server');
      first.child.kill('SIGKILL');
      await first.exited;
      const lockFile = join(dataDir, 'server.lock');
      expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.child.pid);

      const next = start();
      const url = await next.ready;
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(next.child.pid);

      await stopServerProcess(next);
      expect(await next.exited).toBe(0);
      expect(existsSync(lockFile)).toBe(false);
    },
    SLOW,
  );
});
