// One shopper's HTTP connection to the API: a kept-alive socket from an address of its own on the loopback network
// (127.0.x.y; Linux routes all of 127.0.0.0/8 to lo). The server then sees fifty shoppers as fifty clients, as it
// would on the internet: its per-address rate limits (sign-in, register) count each shopper apart, with no
// X-Forwarded-For to trust and no limit raised for the bench.
import http from 'node:http';

/** The n-th shopper's own loopback address (n from 0): 127.0.1.1, 127.0.1.2, … */
export function shopperAddress(n) {
  const host = n + 257;
  return `127.0.${Math.floor(host / 256)}.${host % 256}`;
}

/**
 * `request(method, path, { token, body })` answers `{ status, body, ms }`; a network error or a request longer than
 * `timeoutMs` answers status 0 with the reason in `body.message`, never throws.
 */
export function shopperClient({ base, address, timeoutMs = 30_000 }) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  function request(method, path, { token, body, headers = {} } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((done) => {
      let settled = false;
      const finish = (status, answer) => {
        if (settled) return;
        settled = true;
        done({ status, body: answer, ms: performance.now() - started });
      };
      const outgoing = http.request(
        {
          host: hostname,
          port,
          method,
          path,
          agent,
          localAddress: address,
          timeout: timeoutMs,
          headers: {
            accept: 'application/json',
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        },
        (incoming) => {
          const chunks = [];
          incoming.on('data', (chunk) => chunks.push(chunk));
          incoming.on('end', () => {
            let answer = {};
            try {
              answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {}
            finish(incoming.statusCode ?? 0, answer);
          });
          incoming.on('error', (error) => finish(0, { message: String(error) }));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      outgoing.on('error', (error) => finish(0, { message: String(error) }));
      outgoing.end(payload);
    });
  }
  return { address, request, close: () => agent.destroy() };
}
