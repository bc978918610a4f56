import type { FastifyInstance } from 'fastify';

const MEDIA_PATH = '/api/media/';
/** `/api/media/…` at the start of a value or of a `srcset` entry (after `, `). */
const RELATIVE_MEDIA = /(^|,\s*)\/api\/media\//g;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every `/api/media/…` path in `value` (a JSON answer: objects, arrays, strings, and srcset lists) made absolute under
 * `publicUrl`. Returns the same value when nothing changed, so answers without media are not copied.
 */
export function withAbsoluteMedia<T>(value: T, publicUrl: string): T {
  return mapStrings(value, (text) =>
    text.startsWith(MEDIA_PATH) ? text.replace(RELATIVE_MEDIA, `$1${publicUrl}${MEDIA_PATH}`) : text,
  );
}

/** The reverse of withAbsoluteMedia: this shop's media addresses under `publicUrl` back to `/api/media/…` paths. */
export function withRelativeMedia<T>(value: T, publicUrl: string): T {
  const absolute = `${publicUrl}${MEDIA_PATH}`;
  const pattern = new RegExp(`(^|,\\s*)${escaped(absolute)}`, 'g');
  return mapStrings(value, (text) =>
    text.startsWith(absolute) ? text.replace(pattern, `$1${MEDIA_PATH}`) : text,
  );
}

/** `value` with each string passed through `rewrite`; the same object or array when no string changed. */
function mapStrings<T>(value: T, rewrite: (text: string) => string): T {
  if (typeof value === 'string') return rewrite(value) as T;
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = mapStrings(item, rewrite);
      if (next !== item) changed = true;
      return next;
    });
    return (changed ? items : value) as T;
  }
  if (value === null || typeof value !== 'object' || !isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = mapStrings(item, rewrite);
    if (next !== item) {
      copy ??= { ...value };
      copy[key] = next;
    }
  }
  return (copy ?? value) as T;
}

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * With PUBLIC_URL (where browsers reach this API), the media addresses of every JSON answer are absolute, so a shop
 * on another origin shows the images as given. Runs before serialisation: the catalogue's remembered answers
 * (response-cache.ts) and the pages drawn from them hold the absolute addresses too. A JSON body sent back with
 * those addresses (a seller saving a product as read) is read as the `/api/media/…` paths the rules check and store.
 * Without PUBLIC_URL answers keep `/api/media/…` paths. Register on the root instance before the routes.
 */
export function registerAbsoluteMedia(app: FastifyInstance, publicUrl: string | undefined): void {
  if (!publicUrl) return;
  app.addHook('preValidation', async (request) => {
    if (request.body !== null && typeof request.body === 'object') {
      request.body = withRelativeMedia(request.body, publicUrl);
    }
  });
  app.addHook('preSerialization', async (_request, _reply, payload) => withAbsoluteMedia(payload, publicUrl));
}
