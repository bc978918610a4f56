import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake provider answers: a status and a JSON body (or none). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  rawBody: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** How a fake misbehaves on demand: slower than the adapter waits, or failing the next calls. */
export interface Misbehaviour {
  /** Every answer waits this long first. */
  delayMs: number;
  /** The next `count` calls (to paths matching `path`) answer `status` (a 500 by default). */
  failures: { path: RegExp; status: number; count: number }[];
}

/** A provider's HTTP server on a random loopback port: one `route` function, a log of what it was asked. */
export async function startFakeServer(
  route: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
): Promise<{
  url: string;
  server: Server;
  requests: FakeRequest[];
  misbehave: Misbehaviour;
  close(): Promise<void>;
}> {
  const requests: FakeRequest[] = [];
  const misbehave: Misbehaviour = { delayMs: 0, failures: [] };
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = rawBody ? JSON.parse(rawBody) : undefined;
      } catch {}
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        headers: incoming.headers,
        rawBody,
        json,
      };
      requests.push(request);
      if (misbehave.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, misbehave.delayMs));
      if (response.destroyed) return;
      const failure = misbehave.failures.find((rule) => rule.count > 0 && rule.path.test(request.path));
      let answer: FakeAnswer;
      if (failure) {
        failure.count--;
        answer = { status: failure.status, body: { code: 'internal-server-error', message: 'fake failure' } };
      } else {
        try {
          answer = await route(request);
        } catch (error) {
          answer = { status: 500, body: { message: String(error) } };
        }
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    requests,
    misbehave,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Posts a webhook the way a provider does, and tells what the shop answered. */
export async function deliver(
  url: string,
  rawBody: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: { success?: boolean; message?: string } }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: rawBody,
  });
  const text = await response.text();
  let body: { success?: boolean; message?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body };
}

export const isHttpsUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};
