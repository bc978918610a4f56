/** What a tracked upload reports and how it stops, with the per-call options every helper takes. */
export interface UploadOptions {
  /** called with the share of the file sent so far, from 0 to 1 */
  onProgress?(fraction: number): void;
  /** aborts the upload; the call then rejects with an `AbortError` */
  signal?: AbortSignal;
  /** extra headers for this call; the SDK's own (bearer) still apply */
  headers?: Record<string, string>;
}

/** A parsed answer the way openapi-fetch gives it, so the transport's error rules apply unchanged. */
export interface TrackedResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

interface TrackedRequest {
  url: string;
  form: FormData;
  headers: Record<string, string>;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal | undefined;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}

const abortError = (signal: AbortSignal | undefined): unknown =>
  signal?.reason instanceof Error ? signal.reason : new DOMException('The upload was aborted', 'AbortError');

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** The part of XMLHttpRequest used here, so the SDK compiles without the DOM library (the server imports it). */
interface Xhr {
  status: number;
  statusText: string;
  responseText: string;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body: FormData): void;
  abort(): void;
}

const XhrConstructor = (): (new () => Xhr) | undefined =>
  (globalThis as { XMLHttpRequest?: new () => Xhr }).XMLHttpRequest;

/** In a browser: XMLHttpRequest, the one API that reports upload progress (fetch does not). */
function viaXhr(
  Request: new () => Xhr,
  { url, form, headers, onProgress, signal }: TrackedRequest,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const xhr = new Request();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError(signal));
    };
    xhr.send(form);
  });
}

const CHUNK_BYTES = 64 * 1024;

/**
 * Without XMLHttpRequest (Node, workers): the multipart body is streamed in chunks and each chunk the request takes
 * counts as sent (the stream is pulled only as fast as the connection accepts it).
 */
async function viaStream({
  url,
  form,
  headers,
  onProgress,
  signal,
  fetch,
}: TrackedRequest): Promise<Response> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes.byteLength) return controller.close();
      const end = Math.min(sent + CHUNK_BYTES, bytes.byteLength);
      controller.enqueue(bytes.subarray(sent, end));
      sent = end;
      onProgress(sent / bytes.byteLength);
    },
  });
  // `duplex` is required by fetch for a streamed body; the DOM typings do not list it yet.
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: { ...headers, 'content-type': contentType },
    body,
    signal,
    duplex: 'half',
  };
  return fetch(url, init);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends a multipart form while reporting its progress; resolves with the parsed answer, whatever its status. */
export async function trackedUpload(request: TrackedRequest): Promise<TrackedResult> {
  const Request = XhrConstructor();
  const response = Request ? await viaXhr(Request, request) : await viaStream(request);
  const parsed = await readBody(response);
  return response.ok ? { data: parsed, response } : { error: parsed, response };
}
