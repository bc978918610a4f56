import { createServer, type Server } from 'node:http';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders } from '../src/http/security-headers.js';
import { startTestServer, type TestServer } from './helpers.js';

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
  crossOriginEmbedderPolicy: false,
} as const;

/** What a plain Node server running helmet itself, per request, answers with. */
async function helmetItself(): Promise<Record<string, string>> {
  const middleware = helmet(OPTIONS);
  const server: Server = createServer((request, response) =>
    middleware(request, response, () => response.end()),
  );
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  try {
    const { port } = server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    for (const [name, value] of answer.headers) {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) {
        headers[name] = value;
      }
    }
    return headers;
  } finally {
    server.close();
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('security headers', () => {
  it("are helmet's own, worked out once", async () => {
    expect(helmetHeaders(OPTIONS)).toEqual(await helmetItself());
  });

  it('reach every answer: a catalogue read, a refusal, an unknown address, the health check', async () => {
    for (const path of ['/api/products?limit=1', '/api/products?limit=0', '/api/nulle-part', '/health']) {
      const answer = await fetch(server.url + path);
      expect(answer.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(answer.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(answer.headers.get('x-powered-by'), path).toBeNull();
    }
  });
});
