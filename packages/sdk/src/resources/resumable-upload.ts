import { networkMessages } from '@teranga/messages/storefront';
import { type DetailedError, Upload } from 'tus-js-client';
import { serverMessage, TerangaApiError } from '../errors.js';
import { record } from '../record.js';
import { fileName } from './product-form.js';

/** Options of a resumable upload (tus), besides those of every upload. */
export interface ResumableUploadOptions {
  /** called with the share of the file the server has, from 0 to 1 */
  onProgress?(fraction: number): void;
  /** aborts the upload (the server keeps what it has, to resume it later); the call rejects with an `AbortError` */
  signal?: AbortSignal;
  /**
   * A name for the file that stays the same across page loads (the picked file's name, size and date, say), so the
   * same photo picked again resumes where it stopped rather than starting over. Default: the file's own.
   */
  fingerprint?: string;
  /** No byte accepted for this long means the connection is stalled: the request is dropped and resumed. 30 s. */
  stallMs?: number;
  /** Waits between attempts after a failure (network, 5xx, stall), in ms. */
  retryDelays?: number[];
}

export interface ResumableRequest extends ResumableUploadOptions {
  endpoint: string;
  token: () => string | null;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}

/** Enough for a phone line that drops for a minute: 0, 1, 3, 5, 10, 20, 30 s then 30 s more. */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 30_000];
export const STALL_MS = 30_000;

const abortError = (signal: AbortSignal | undefined): unknown =>
  signal?.reason instanceof Error ? signal.reason : new DOMException('The upload was aborted', 'AbortError');

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's refusal (a 4xx: the file itself is refused, trying again changes nothing) or what broke the line. */
function uploadError(error: Error | DetailedError): TerangaApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  const body = response ? parse(response.getBody()) : undefined;
  const message = serverMessage(body) ?? (status === 0 ? networkMessages.unreachable : error.message);
  return new TerangaApiError(status, message, body, { cause: error });
}

/** Retries what a new attempt can cure: a cut line (even while the browser says it is offline), 5xx, 409 and 423. */
const worthRetrying = (error: DetailedError): boolean => {
  const status = error.originalResponse?.getStatus() ?? 0;
  return status === 0 || status >= 500 || status === 409 || status === 423;
};

const dataOf = (body: unknown) => record(body)?.data ?? body;

/**
 * One file through the tus protocol: resumes a previous upload of the same fingerprint, retries after the delays
 * given, restarts a stalled request from the server's offset, and resolves with what the intake stored.
 */
export function resumableUpload(file: Blob, request: ResumableRequest): Promise<unknown> {
  const { signal, onProgress } = request;
  const stallMs = request.stallMs ?? STALL_MS;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(stallTimer);
      signal?.removeEventListener('abort', onAbort);
      action();
    };
    // tus-js-client reads Blobs in a browser, Buffers in Node (where there is no DOM to read a Blob with).
    const NodeBuffer = (globalThis as { Buffer?: { from(bytes: ArrayBuffer): Uint8Array } }).Buffer;
    const inNode = NodeBuffer !== undefined && record(globalThis)?.document === undefined;
    const source = inNode
      ? file.arrayBuffer().then((bytes) => NodeBuffer.from(bytes))
      : Promise.resolve(file);
    let upload: Upload | undefined;
    const begin = (data: Blob | Uint8Array): Upload => {
      upload = new Upload(data as Blob, {
        endpoint: request.endpoint,
        metadata: { filename: fileName(file, 'image'), filetype: file.type },
        retryDelays: request.retryDelays ?? RETRY_DELAYS,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        ...(request.fingerprint
          ? { fingerprint: async () => `teranga-${request.fingerprint}-${request.endpoint}` }
          : {}),
        onShouldRetry: worthRetrying,
        onBeforeRequest(httpRequest) {
          const token = request.token();
          if (token) httpRequest.setHeader('Authorization', `Bearer ${token}`);
        },
        onProgress(sent, total) {
          watchStall();
          if (total > 0) onProgress?.(Math.min(sent / total, 0.99));
        },
        onChunkComplete: () => watchStall(),
        async onSuccess({ lastResponse }) {
          try {
            let body = parse(lastResponse.getBody() ?? '');
            // An upload found complete on resuming (its last answer was lost): its image is asked again.
            if (!record(dataOf(body))?.url) body = await storedImage(upload?.url ?? null);
            settle(() => {
              onProgress?.(1);
              resolve(dataOf(body));
            });
          } catch (error) {
            settle(() => reject(error));
          }
        },
        onError: (error) => settle(() => reject(uploadError(error))),
      });
      return upload;
    };

    async function storedImage(url: string | null): Promise<unknown> {
      const token = request.token();
      const response = await request.fetch(`${url}/image`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      const body = parse(await response.text());
      if (!response.ok) throw new TerangaApiError(response.status, serverMessage(body) ?? '', body);
      return body;
    }

    /** No progress for stallMs: the request is dropped and the upload resumed from the server's offset. */
    function watchStall() {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        const current = upload;
        if (settled || !current) return;
        void current.abort(false).then(() => {
          if (!settled) {
            watchStall();
            current.start();
          }
        });
      }, stallMs);
    }

    function onAbort() {
      settle(() => {
        void upload?.abort(false);
        reject(abortError(signal));
      });
    }
    signal?.addEventListener('abort', onAbort, { once: true });

    const start = (current: Upload, previous: Awaited<ReturnType<Upload['findPreviousUploads']>>) => {
      if (settled) return;
      const [latest] = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime));
      if (latest) current.resumeFromPreviousUpload(latest);
      watchStall();
      current.start();
    };
    void source.then(begin).then(async (current) => {
      start(current, await current.findPreviousUploads().catch(() => []));
    });
  });
}
