import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from './launch-options';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    browserEndpoint: string;
    /** The address the mock Google signs in as (see startGoogle). */
    googleEmail: string;
  }
}

const repoRoot = resolve(import.meta.dirname, '../..');
/** The built shop; E2E_STATIC_DIR points the journeys at another build. */
const staticDir = resolve(process.env.E2E_STATIC_DIR ?? join(repoRoot, 'apps/reference/dist'));
/** Starting includes migrating a new embedded database and drawing the demo images: slow on a busy 2-core machine. */
const START_TIMEOUT_MS = 150_000;

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

async function waitForHealth(url: string, api: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`Le serveur de l'API s'est arrêté (code ${api.exitCode}).`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`L'API ne répond pas sur ${url} après ${START_TIMEOUT_MS / 1000} s.`);
}

/** The address the mock Google answers for every sign-in. */
const GOOGLE_EMAIL = 'aminata.google@example.sn';

/** A local OAuth 2.0 provider standing in for Google: its authorize page signs in at once, as this user. */
async function startGoogle(): Promise<OAuth2Server> {
  const google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  google.service.on('beforeUserinfo', (response) => {
    response.body = {
      sub: 'google-e2e-aminata',
      email: GOOGLE_EMAIL,
      email_verified: true,
      given_name: 'Aminata',
      family_name: 'Fall',
    };
  });
  await google.start(0, '127.0.0.1');
  return google;
}

/** The reference API as a child process: `node --import tsx`, so stopping it stops the one process. */
function startApi(port: number, dataDir: string, siteDir: string, googleUrl: string): ChildProcess {
  const baseUrl = `http://127.0.0.1:${port}`;
  return spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(repoRoot, 'apps/api/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseUrl,
        // A fresh embedded database (PGlite) in a temporary folder, the demo shop loaded on first start.
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        STATIC_DIR: siteDir,
        // The shop's server rendering, built beside the shop (the copy above holds only the browser's files).
        SHOP_RENDERER: join(staticDir, '../dist-server/entry-server.js'),
        // No SMTP: mails land in <DATA_DIR>/outbox/, where the password-reset journey reads them.
        SMTP_URL: '',
        // In-memory rate limits, roomy enough for the journeys' sign-ins and registrations.
        REDIS_URL: '',
        RATE_LIMIT_LOGIN_MAX: '200',
        RATE_LIMIT_REGISTER_MAX: '200',
        RATE_LIMIT_FORGOT_PASSWORD_MAX: '50',
        RATE_LIMIT_PASSWORD_MAX: '50',
        LOGIN_THROTTLE_ACCOUNT_MAX_FAILURES: '200',
        LOGIN_THROTTLE_ADDRESS_MAX_FAILURES: '200',
        // Google is the local mock provider (a full sign-in journey); Facebook stays unconfigured.
        GOOGLE_CLIENT_ID: 'e2e-google-client',
        GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
        GOOGLE_AUTH_URL: `${googleUrl}/authorize`,
        GOOGLE_TOKEN_URL: `${googleUrl}/token`,
        GOOGLE_USERINFO_URL: `${googleUrl}/userinfo`,
        FACEBOOK_CLIENT_ID: '',
        // The sandbox payer answers fast, so a purchase journey takes seconds (the shop still shows 'Traitement...' 2 s).
        PAYMENT_SANDBOX_DELAY_MS: '300',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}

async function stopApi(api: ChildProcess): Promise<void> {
  if (api.exitCode !== null) return;
  const exited = new Promise((r) => api.once('exit', r));
  api.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (api.exitCode === null) api.kill('SIGKILL');
}

/**
 * One API server (fresh embedded database with the demo shop, serving the built app) and one Chromium for the whole
 * run. The test script builds the shop first; this setup never builds anything itself.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(
      'La boutique n’est pas construite (apps/reference/dist/index.html absent) : lancez `npm run build -w @teranga/reference` avant les parcours.',
    );
  }
  // While writing journeys: E2E_BASE_URL and E2E_DATA_DIR point at a server already running (started by hand).
  if (process.env.E2E_BASE_URL && process.env.E2E_DATA_DIR) {
    const browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    project.provide('dataDir', process.env.E2E_DATA_DIR);
    project.provide('browserEndpoint', browser.wsEndpoint());
    project.provide('googleEmail', GOOGLE_EMAIL);
    return () => browser.close();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'teranga-e2e-'));
  // The run serves its own copy of the build: a rebuild of apps/reference/dist during the run (another terminal,
  // a benchmark) would otherwise swap the hashed files under the server, which lists them when it starts.
  const siteDir = mkdtempSync(join(tmpdir(), 'teranga-e2e-site-'));
  cpSync(staticDir, siteDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const google = await startGoogle();
  const api = startApi(port, dataDir, siteDir, google.issuer.url ?? '');
  let browser: BrowserServer | undefined;
  const teardown = async () => {
    await browser?.close();
    await stopApi(api);
    await google.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
  };
  try {
    // The browser starts while the API migrates and seeds.
    [browser] = await Promise.all([
      chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs }),
      waitForHealth(baseUrl, api),
    ]);
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('googleEmail', GOOGLE_EMAIL);
  return teardown;
}
