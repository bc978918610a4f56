import type { FastifyBaseLogger } from 'fastify';
import { requestStatus } from '../lib/status-request.js';

/**
 * Tells HTTP caches (Varnish with vmod xkey, a CDN with surrogate keys) which keys moved: one `PURGE` request per URL of
 * PURGE_URL carrying the keys in `xkey` and `Surrogate-Key` (apps/api/varnish/teranga.vcl answers it). Each request
 * gives up after the timeout; a failure is logged and never reaches the write that moved the keys.
 */
export interface Purger {
  purge(keys: readonly string[]): void;
  /** Waits for the purges sent so far (each bounded by the timeout). */
  settled(): Promise<void>;
}

/** Keys per purge request: a bulk write can move thousands, and headers have limits (Varnish: 8 KB a line). */
const KEYS_PER_REQUEST = 100;

export function purgerFor(
  options: { urls: string[]; timeoutMs: number } | undefined,
  log: FastifyBaseLogger,
): Purger | undefined {
  if (!options || options.urls.length === 0) return undefined;
  const { urls, timeoutMs } = options;
  const inFlight = new Set<Promise<void>>();

  const send = async (url: string, keys: string): Promise<void> => {
    try {
      const answer = await requestStatus(url, {
        method: 'PURGE',
        headers: { xkey: keys, 'surrogate-key': keys },
        timeoutMs,
      });
      if (!answer.ok) log.warn({ url, status: answer.status }, 'surrogate key purge refused');
    } catch (error) {
      log.warn({ url, err: error }, 'surrogate key purge failed');
    }
  };

  return {
    purge(keys) {
      for (let start = 0; start < keys.length; start += KEYS_PER_REQUEST) {
        const batch = keys.slice(start, start + KEYS_PER_REQUEST).join(' ');
        for (const url of urls) {
          const sending = send(url, batch);
          inFlight.add(sending);
          sending.finally(() => inFlight.delete(sending));
        }
      }
    },
    async settled() {
      await Promise.all([...inFlight]);
    },
  };
}
