import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the test server received. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  raw: Buffer;
  /** JSON body, when the request sent JSON */
  json?: unknown;
}

/** What a route answers: JSON with a status, raw text, or a dropped connection. */
export type Answer =
  | { status?: number; statusText?: string; json: unknown }
  | { status?: number; statusText?: string; text: string }
  | { status: number; empty: true }
  | { drop: true };

type Route = (request: Received) => Answer;

/** A real HTTP server on port 0 whose routes a test sets per case; it records every request. */
export interface TestServer {
  url: string;
  requests: Received[];
  on(method: string, path: string, route: Route | Answer): void;
  reset(): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, answer: Answer): void {
  if ('drop' in answer) {
    response.socket?.destroy();
    return;
  }
  const status = answer.status ?? 200;
  if ('empty' in answer) {
    response.writeHead(status).end();
    return;
  }
  const isJson = 'json' in answer;
  const payload = isJson ? JSON.stringify(answer.json) : answer.text;
  response.writeHead(status, answer.statusText, {
    'Content-Type': isJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
  });
  response.end(payload);
}

export async function startServer(): Promise<TestServer> {
  const routes = new Map<string, Route>();
  const requests: Received[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://test');
    const received: Received = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      raw,
      json: request.headers['content-type']?.startsWith('application/json')
        ? JSON.parse(raw.toString())
        : undefined,
    };
    requests.push(received);
    const route = routes.get(`${received.method} ${received.path}`);
    send(
      response,
      route ? route(received) : { status: 404, statusText: 'Not Found', json: { success: false } },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, route) {
      routes.set(`${method} ${path}`, typeof route === 'function' ? route : () => route);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Parses a multipart body the way a server would (undici's FormData parser). */
export async function readForm(received: Received): Promise<FormData> {
  const request = new Request('http://test/', {
    method: 'POST',
    headers: { 'content-type': received.headers['content-type'] ?? '' },
    body: new Uint8Array(received.raw),
  });
  return request.formData();
}
