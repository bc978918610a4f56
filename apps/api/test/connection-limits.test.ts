import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startTestServer, type TestServer } from './helpers.js';

/** A raw client that writes what it is given and records what comes back until the server closes the socket. */
function rawClient(
  url: string,
): Promise<{ socket: Socket; closed: Promise<{ text: string; afterMs: number }> }> {
  const { hostname, port } = new URL(url);
  return new Promise((ready) => {
    const socket = connect(Number(port), hostname, () => {
      const openedAt = Date.now();
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      const closed = new Promise<{ text: string; afterMs: number }>((done) =>
        socket.once('close', () => done({ text, afterMs: Date.now() - openedAt })),
      );
      socket.on('error', () => {});
      ready({ socket, closed });
    });
  });
}

const TIMEOUT_MESSAGE = "Délai dépassé : la requête n'est pas arrivée à temps. Veuillez réessayer.";

describe('slow clients', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      REQUEST_TIMEOUT_MS: '1500',
      HEADERS_TIMEOUT_MS: '1000',
      KEEP_ALIVE_TIMEOUT_MS: '1000',
    });
  });
  afterAll(() => server.close());

  it('cuts a body that stops arriving: 408 with a French message, connection closed, within the request timeout', async () => {
    const { socket, closed } = await rawClient(server.url);
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"emailOrPhone":',
    );
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      message: TIMEOUT_MESSAGE,
    });
    // Node checks its timers periodically: allow the check interval on top of the 1.5 s bound.
    expect(afterMs).toBeLessThan(4_000);
  });

  it('cuts headers that stop arriving, within the headers timeout', async () => {
    const { socket, closed } = await rawClient(server.url);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(3_000);
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const { socket, closed } = await rawClient(server.url);
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toMatch(/keep-alive: timeout=1, max=1000/i);
    expect(afterMs).toBeLessThan(3_000);
  });
});

describe('defaults', () => {
  it('bound a request to 30 s, headers to 15 s, keep-alive to 5 s and 1000 requests per connection', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).connections).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 15_000,
      keepAliveTimeoutMs: 5_000,
      maxRequestsPerSocket: 1_000,
    });
  });

  it('are what the listening server applies (Node would allow 5 minutes for a request)', async () => {
    const server = await startTestServer({
      REQUEST_TIMEOUT_MS: '',
      HEADERS_TIMEOUT_MS: '',
      KEEP_ALIVE_TIMEOUT_MS: '',
    });
    try {
      const http = server.app.server;
      expect(http.requestTimeout).toBe(30_000);
      expect(http.headersTimeout).toBe(15_000);
      expect(http.keepAliveTimeout).toBe(5_000);
      expect(http.maxRequestsPerSocket).toBe(1_000);
    } finally {
      await server.close();
    }
  });
});
