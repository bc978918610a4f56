import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/ensure-chromium.mjs';
import { startTestServer, type TestServer } from './helpers.js';

/** A blank page served from its own port: another origin than the API's, as a shop built on the SDK would be. */
async function startOtherOrigin(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="fr"><title>Autre boutique</title><body></body></html>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Runs fetch in the page and reports what a script there can read, or the error the browser gave it. */
function callFromPage(page: Page, url: string, init: RequestInit = {}) {
  return page.evaluate(
    async ({ url, init }) => {
      try {
        const response = await fetch(url, init);
        return { status: response.status, body: await response.json() };
      } catch (error) {
        return { error: String(error) };
      }
    },
    { url, init },
  );
}

describe('the API called from a browser page on another origin', () => {
  let api: TestServer;
  let allowed: Awaited<ReturnType<typeof startOtherOrigin>>;
  let refused: Awaited<ReturnType<typeof startOtherOrigin>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    allowed = await startOtherOrigin();
    refused = await startOtherOrigin();
    api = await startTestServer({ CORS_ORIGINS: allowed.origin });
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    page = await browser.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    allowed?.server.close();
    refused?.server.close();
  });

  it('reads the catalogue from an allowed origin', async () => {
    await page.goto(allowed.origin);
    const result = await callFromPage(page, `${api.url}/api/products`);
    expect(result).toMatchObject({ status: 200, body: { success: true } });
  });

  it('passes the preflight of a JSON call with credentials, and reads the French refusal', async () => {
    await page.goto(allowed.origin);
    const result = await callFromPage(page, `${api.url}/api/auth/login`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer nobody' },
      body: JSON.stringify({ email: 'personne@example.com', password: 'mauvais-mot-de-passe' }),
    });
    // The preflight passed and the refusal (whatever its 4xx) reaches the page's script, French envelope and all.
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(result.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('is refused by the browser from an origin not listed', async () => {
    await page.goto(refused.origin);
    const result = await callFromPage(page, `${api.url}/api/products`);
    expect(result).toEqual({ error: expect.stringContaining('Failed to fetch') });
  });
});
