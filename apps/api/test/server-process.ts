import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The real `npm start -w @teranga/api` (src/main.ts under tsx) as a child process, for what only a whole process
 * shows: refusing to start, exit codes, the data folder's lock.
 */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything written so far. */
  output(): { stdout: string; stderr: string };
  /** Resolves with the listening address once the server says so; rejects if it exits first. */
  ready: Promise<string>;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

const apiRoot = resolve(import.meta.dirname, '..');

const temporaryDirs: string[] = [];

/** A fresh data folder under the system temp dir, removed by `removeTemporaryDataDirs()` (call it in afterAll). */
export function temporaryDataDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `teranga-${label}-`));
  temporaryDirs.push(dir);
  return dir;
}

export function removeTemporaryDataDirs(): void {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** `src/main.ts` by default; `script` runs another entry point, e.g. `['src/cli/admin.ts', 'sellers']`. */
export function startServerProcess(env: Record<string, string>, script = ['src/main.ts']): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', ...script], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'info',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | string>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown')),
  );
  const ready = new Promise<string>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (listening?.[1]) done(listening[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    void exited.then((code) => fail(new Error(`server exited (${code}) before listening:\n${stderr}`)));
  });
  // A test that only expects a refusal never awaits `ready`.
  ready.catch(() => {});
  return { child, output: () => ({ stdout, stderr }), ready, exited };
}

/**
 * The exit code, or 'still running' after `ms`: a test then fails on its assertion and its cleanup still runs
 * (awaiting `exited` alone would outlive the test's timeout and leave the process behind).
 */
export function exitedWithin(server: ServerProcess, ms: number): Promise<number | string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((done) => {
    timer = setTimeout(() => done('still running'), ms);
  });
  return Promise.race([server.exited, late]).finally(() => clearTimeout(timer));
}

/** Stops a server started here (SIGTERM: its clean shutdown) and waits for it to be gone. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}
