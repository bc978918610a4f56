import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startTestServer, type TestServer } from './helpers.js';

describe('readable API docs at /api/docs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serves a Swagger UI page whose scripts load under the CSP', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<title>Teranga API</title>');
    expect(html).toContain('id="swagger-ui"');
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await fetch(new URL(src, `${server.url}/api/docs`));
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type'), src).toMatch(/javascript/);
      expect((await script.text()).length, src).toBeGreaterThan(100);
    }
    // Same-origin scripts only: the page must not need inline scripts.
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves the contract itself as JSON and YAML', async () => {
    const json = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, unknown>;
    };
    expect(json.openapi).toBe('3.1.0');
    expect(json.info.title).toBe('Teranga API');
    for (const path of ['/auth/login', '/auth/verify-token', '/wishlist', '/products/{id}', '/admin/sellers'])
      expect(Object.keys(json.paths), path).toContain(path);
    const yaml = await fetch(`${server.url}/api/docs/yaml`);
    expect(yaml.status).toBe(200);
    expect(parse(await yaml.text()).paths).toEqual(json.paths);
  });
});
