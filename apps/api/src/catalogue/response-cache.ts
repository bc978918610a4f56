import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { Database } from '../db/client.js';
import { isDatabaseUnreachable } from '../db/outage.js';
import { type CatalogueVersion, catalogueVersionOf } from './catalogue-version.js';

/** The catalogue's reads: their answers are the same for every caller, so they can be remembered and shared. */
export const CATALOGUE_READS: ReadonlySet<string> = new Set([
  'getHome',
  'listCategories',
  'getCategory',
  'listCategoryProducts',
  'listProducts',
  'searchProducts',
  'getProductBySlug',
  'getProduct',
  'listRelatedProducts',
  'getShop',
  'listShopProducts',
]);

/**
 * Anonymous catalogue answers, for browsers and shared caches (CDN): browsers always revalidate (max-age=0, a 304
 * when nothing changed), so a seller sees a change at once; a CDN may serve an answer 10 s and refresh it in the
 * background for a minute more.
 */
export const PUBLIC_CATALOGUE_CACHE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
/** The same catalogue answer asked with a token: the browser may keep it, a shared cache never. */
export const PRIVATE_CATALOGUE_CACHE = 'private, no-cache';
/** Any other answer to a request carrying a token (profile, wishlist, orders): never kept. */
export const PERSONAL_CACHE = 'private, no-store';

/** How much one instance remembers of the catalogue's answers: every filter combination is a key. */
const ANSWER_LIMITS: StoreLimits = { entries: 5000, bytes: 64 * 1024 * 1024 };

export interface StoreLimits {
  entries: number;
  bytes: number;
}

export interface Entry {
  /** Bytes, not text: a hit then costs no UTF-8 encoding of the answer (accented French, ~30 KB a page). */
  body: Buffer;
  etag: string;
}

/** What a catalogue read carries from its onRequest hook to onSend. */
interface CacheState {
  key: string;
  /** The version read before the answer was made: the answer is remembered under it, never under a later one. */
  version: string;
  hit: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    catalogueCache: CacheState | null;
  }
}

/**
 * Serialised answers of one instance, valid for one catalogue version: the first read that sees a newer version
 * drops them all. Bounded (oldest out first).
 */
export class AnswerStore {
  private version = '';
  private bytes = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly limits: StoreLimits) {}

  get(key: string, version: string): Entry | undefined {
    if (version !== this.version) {
      // Versions only move forward: an older one is a read that began before the newest known write.
      if (BigInt(version) < BigInt(this.version || '0')) return undefined;
      this.version = version;
      this.entries.clear();
      this.bytes = 0;
      return undefined;
    }
    return this.entries.get(key);
  }

  remember(key: string, version: string, entry: Entry): void {
    if (version !== this.version) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.body.length;
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length;
    }
  }
}

const nameOf = (pair: string): string => {
  const equals = pair.indexOf('=');
  return equals < 0 ? pair : pair.slice(0, equals);
};

/**
 * The path with its query parameters sorted by name: `?page=1&limit=12` and `?limit=12&page=1` are one answer. The
 * pairs stay as sent (never decoded): two spellings that decode alike, malformed ones included, are two keys, so an
 * answer is only ever served for the exact request that made it, give or take the order (repeated names keep theirs).
 */
export function cacheKeyOf(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const pairs = url.slice(mark + 1).split('&');
  pairs.sort((a, b) => {
    const nameA = nameOf(a);
    const nameB = nameOf(b);
    return nameA < nameB ? -1 : nameA > nameB ? 1 : 0;
  });
  return `${url.slice(0, mark)}?${pairs.join('&')}`;
}

/** A weak validator: the same JSON compressed or not is the same answer. */
export const etagOf = (body: string): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const wanted = etag.slice(2);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === wanted;
  });
}

const hasBody = (request: FastifyRequest): boolean =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

function setCacheHeaders(request: FastifyRequest, reply: FastifyReply, etag: string): void {
  reply.header('etag', etag);
  reply.header(
    'cache-control',
    request.headers.authorization === undefined ? PUBLIC_CATALOGUE_CACHE : PRIVATE_CATALOGUE_CACHE,
  );
  // Added to what CORS (Origin) may have put there already, never in place of it.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Remembers the serialised answers of the catalogue's reads (catalogue/response-cache.ts), checks each against the
 * catalogue version before serving it, and gives them ETag (304 on If-None-Match) and Cache-Control. Register on the
 * root instance BEFORE @fastify/compress (its onSend must see the JSON text, not a compressed stream) and before the
 * routes.
 */
export function registerCatalogueCache(app: FastifyInstance, db: Database): void {
  const version: CatalogueVersion = catalogueVersionOf(db);
  const store = new AnswerStore(ANSWER_LIMITS);
  app.decorateRequest('catalogueCache', null);

  const serveFromCache: onRequestAsyncHookHandler = async (request, reply) => {
    // A GET with a body may meet refusals that depend on it: it goes the long way.
    if (hasBody(request)) return;
    let current: string;
    try {
      current = await version.current();
    } catch (error) {
      // The database is away: the outage's 503 at once, not after the handler's own wait for a connection.
      if (isDatabaseUnreachable(error)) throw error;
      return; // Any other fault: the handler answers as it would without remembered answers.
    }
    const key = cacheKeyOf(request.url);
    const entry = store.get(key, current);
    if (!entry) {
      request.catalogueCache = { key, version: current, hit: false };
      return;
    }
    request.catalogueCache = { key, version: current, hit: true };
    setCacheHeaders(request, reply, entry.etag);
    if (matchesEtag(request, entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (route.method !== 'GET' || !operationId || !CATALOGUE_READS.has(operationId)) return;
    route.onRequest = [...asList(route.onRequest), serveFromCache];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.catalogueCache;
    if (state === null) {
      if (request.headers.authorization !== undefined && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', PERSONAL_CACHE);
      }
      return payload;
    }
    if (state.hit || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = etagOf(payload);
    store.remember(state.key, state.version, { body: Buffer.from(payload), etag });
    setCacheHeaders(request, reply, etag);
    if (!matchesEtag(request, etag)) return payload;
    reply.code(304);
    return null;
  });
}
