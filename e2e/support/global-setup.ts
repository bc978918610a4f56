import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from './launch-options';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    browserEndpoint: string;
  }
}

const repoRoot = resolve(import.meta.dirname, '../..');
const staticDir = join(repoRoot, 'apps/reference/dist');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForHealth(url: string, api: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`Le serveur s'est arrêté (code ${api.exitCode})`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Le serveur ne répond pas sur ${url} après ${timeoutMs / 1000} s`);
}

/** Starts the real API (fresh DATA_DIR, demo data, the built app) and one Chromium; both live for the whole run. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(
      'apps/reference/dist absent : lancez `npm run build -w @teranga/reference` avant les parcours.',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'teranga-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = spawn(
    process.execPath,
    [
      join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
      '--conditions=source',
      join(repoRoot, 'apps/api/src/main.ts'),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        STATIC_DIR: staticDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await waitForHealth(baseUrl, api, 90_000);
  } catch (error) {
    api.kill('SIGTERM');
    await browser.close();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('browserEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    const exited = new Promise((r) => api.once('exit', r));
    api.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (api.exitCode === null) api.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
