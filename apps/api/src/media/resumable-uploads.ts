import { Readable } from 'node:stream';
import { mediaMessages as m } from '@teranga/messages';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { sessionOf } from '../identity/auth-guard.js';
import { newId } from '../lib/ids.js';
import { storeProductImage } from './image-intake.js';
import { mediaStorageFor, uploadPiecesFor } from './media-storage.js';
import { MULTIPART_LIMITS } from './multipart.js';
import { MediaUploadStore, OWNER_KEY } from './upload-store.js';

/** Where the tus endpoint lives (openapi.yaml: /uploads under the API's /api). */
export const UPLOADS_PATH = '/api/uploads';
const OCTETS = 'application/offset+octet-stream';
/** The types a resumable upload may announce (its `filetype` metadata); the content is sniffed at the end anyway. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const CLEAN_EVERY_MS = 60 * 60 * 1000;
/** The unread bytes of each PATCH (or POST with its first bytes), for the tus server. */
const uploadBodies = new WeakMap<FastifyRequest, NodeJS.ReadableStream>();

/** The tus library's refusals (English text, some 403 and 501) as the API's French 4xx. */
function frenchRefusal(status: number): { status: number; message: string } {
  switch (status) {
    case 404:
    case 410:
      return { status: 404, message: m.uploadNotFound };
    case 409:
      return { status: 409, message: m.uploadOffsetConflict };
    case 412:
      return { status: 412, message: m.uploadVersion };
    case 413:
      return { status: 413, message: m.fileTooLarge };
    case 415:
      return { status: 415, message: m.unsupportedFormat };
    default:
      return status >= 500 && status !== 501
        ? { status, message: m.uploadFailed }
        : { status: 400, message: m.uploadBadRequest };
  }
}

const errorBody = (message: string) => JSON.stringify({ success: false, message });

/** The tus server of an API instance, over the media storage; the session of each request is handed over by `users`. */
function createTusServer(context: ServiceContext, store: MediaUploadStore, users: WeakMap<Request, string>) {
  const storage = mediaStorageFor(context);
  return new Server({
    path: UPLOADS_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: MULTIPART_LIMITS.fileSize,
    namingFunction: () => newId(),
    async onUploadCreate(request, upload) {
      const type = upload.metadata?.filetype ?? '';
      if (!IMAGE_TYPES.has(type)) throw { status_code: 415, body: errorBody(m.unsupportedFormat) };
      return { metadata: { ...upload.metadata, [OWNER_KEY]: users.get(request as Request) ?? null } };
    },
    async onUploadFinish(_request, upload) {
      let stored: Awaited<ReturnType<typeof storeProductImage>>;
      try {
        // The same intake as the multipart route: sniffed, checked, re-encoded and resized, trusting nothing.
        stored = await storeProductImage(storage, await store.bytesOf(upload.id));
      } catch (error) {
        // A refused file is over: its bytes go, the client shows the reason (a retry would be refused again).
        await store.remove(upload.id).catch(() => undefined);
        const refusal = error instanceof HttpError ? error : new HttpError(415, m.unreadable);
        throw { status_code: refusal.statusCode, body: errorBody(refusal.message) };
      }
      const body = ok(stored, m.uploaded);
      await store.finish(upload.id, body);
      return {
        status_code: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
    },
    onResponseError(_request, error) {
      const status = (error as { status_code?: number }).status_code ?? 500;
      const body = (error as { body?: string }).body ?? '';
      if (body.startsWith('{')) return { status_code: status, body };
      const refusal = frenchRefusal(status);
      return { status_code: refusal.status, body: errorBody(refusal.message) };
    },
  });
}

/**
 * Before the glue: PATCH bodies (`application/offset+octet-stream`) stay a stream for the tus server, and their
 * documented schema is not validated (like multipart's). Expired unfinished uploads are deleted every hour.
 */
export function registerResumableUploads(api: FastifyInstance): void {
  // Kept aside rather than as the body: the input guard walks bodies, and a stream is not data to check.
  api.addContentTypeParser(OCTETS, (request, payload, done) => {
    uploadBodies.set(request, payload);
    done(null, undefined);
  });
  api.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as { body?: { content?: Record<string, unknown> } } | undefined;
    if (schema?.body?.content && Object.hasOwn(schema.body.content, OCTETS)) {
      const { body: _documentedOnly, ...rest } = schema;
      route.schema = rest;
    }
  });
}

type UploadOperation =
  | 'createUpload'
  | 'getUploadOffset'
  | 'sendUploadBytes'
  | 'cancelUpload'
  | 'getUploadedImage';

/**
 * POST/HEAD/PATCH/DELETE /api/uploads (tus 1.0.0) and GET /api/uploads/{id}/image, for approved sellers and admins.
 * The hourly clean-up stops when `app` closes: it holds the database, which closes right after.
 */
export function createResumableUploadHandlers(
  context: ServiceContext,
  app: FastifyInstance,
): Handlers<UploadOperation> {
  const store = new MediaUploadStore(uploadPiecesFor(context));
  const users = new WeakMap<Request, string>();
  const tus = createTusServer(context, store, users);
  const cleaner = setInterval(() => void tus.cleanUpExpiredUploads().catch(() => undefined), CLEAN_EVERY_MS);
  cleaner.unref();
  app.addHook('onClose', async () => clearInterval(cleaner));

  /** Someone else's upload reads as none. */
  async function ownUpload(request: FastifyRequest, id: string): Promise<void> {
    const { user } = sessionOf(request);
    const owner = await store.ownerOf(id);
    if (owner === undefined || (owner !== user.id && user.role !== 'admin'))
      throw new HttpError(404, m.uploadNotFound);
  }

  /** Hands the request to the tus server as a web Request and sends its answer through Fastify (CORS, headers). */
  async function delegate(request: FastifyRequest, reply: FastifyReply) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && name !== 'host' && name !== 'connection')
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const stream = uploadBodies.get(request);
    const body = stream ? (Readable.toWeb(stream as Readable) as ReadableStream) : undefined;
    const init = { method: request.method, headers, ...(body ? { body, duplex: 'half' } : {}) };
    const webRequest = new Request(`http://${request.hostname}${request.url}`, init as RequestInit);
    users.set(webRequest, sessionOf(request).user.id);
    const answer = await tus.handleWeb(webRequest);
    answer.headers.forEach((value, name) => {
      // Fastify's CORS answers for the API; only the tus headers a browser must read are exposed here. Its text/plain
      // is dropped: an answer with a body here is JSON.
      if (name === 'content-type' || name === 'content-length') return;
      if (!name.startsWith('access-control-') || name === 'access-control-expose-headers')
        reply.header(name, value);
    });
    const text = await answer.text();
    if (answer.status >= 400 && !text.startsWith('{')) {
      // Refusals the library writes before any hook (missing or invalid tus headers), in French.
      const refusal = /tus-resumable/i.test(text)
        ? { status: 412, message: m.uploadVersion }
        : frenchRefusal(answer.status);
      return reply.code(refusal.status).send({ success: false, message: refusal.message });
    }
    reply.code(answer.status);
    if (text === '') return reply.removeHeader('content-type').send();
    return reply.header('content-type', 'application/json; charset=utf-8').send(text);
  }

  return {
    createUpload: delegate,
    async getUploadOffset(request, reply) {
      await ownUpload(request, request.params.id);
      return delegate(request, reply);
    },
    async sendUploadBytes(request, reply) {
      await ownUpload(request, request.params.id);
      return delegate(request, reply);
    },
    async cancelUpload(request, reply) {
      await ownUpload(request, request.params.id);
      return delegate(request, reply);
    },
    async getUploadedImage(request, reply) {
      await ownUpload(request, request.params.id);
      const result = await store.resultOf(request.params.id);
      if (!result) throw new HttpError(409, m.uploadNotFinished);
      return reply.send(result);
    },
  };
}
