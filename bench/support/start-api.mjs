// Starts the real API (apps/api/src/main.ts) for a bench, on 127.0.0.1:`port`, and waits for its health check.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** `env` adds to or overrides the server's settings; the answer's `stop()` ends the server's process group. */
export async function startApi({ port, env = {}, waitSeconds = 60 }) {
  // node itself (not npx, which puts the server in a process group of its own): stopping the group stops the server.
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      STATIC_DIR: join(tmpdir(), 'teranga-bench-no-app'),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => process.kill(-child.pid, 'SIGTERM');
  for (let i = 0; i < waitSeconds * 5; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {}
    await sleep(200);
  }
  stop();
  throw new Error('the server did not start');
}
