import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

export interface StatusRequest {
  method: string;
  headers?: Record<string, string>;
  body?: string;
  /** Past this, the request fails. */
  timeoutMs: number;
}

/** What a request answered: its status, and whether that is a success (2xx), as fetch's Response says. */
export interface RequestAnswer {
  status: number;
  ok: boolean;
}

/**
 * Sends one request and answers the response's status, its body read and dropped. Node's own http client, with
 * kept-alive connections like fetch's: the writes' own requests (the sandbox's webhooks, the caches' purges) run beside
 * the reads, and fetch's streams, abort signals and DOMExceptions cost them more CPU (issue 30).
 */
export function requestStatus(url: string, { method, headers = {}, body = '', timeoutMs }: StatusRequest) {
  return new Promise<RequestAnswer>((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const options = {
      method,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      agent: secure ? agents.https : agents.http,
    };
    const request = (secure ? httpsRequest : httpRequest)(target, options, (response) => {
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        const status = response.statusCode ?? 0;
        resolve({ status, ok: status >= 200 && status <= 299 });
      });
      response.resume();
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`${method} ${target.host} timed out`)),
      timeoutMs,
    );
    function fail(error: Error): void {
      clearTimeout(timer);
      reject(error);
    }
    request.on('error', fail);
    request.end(body);
  });
}
