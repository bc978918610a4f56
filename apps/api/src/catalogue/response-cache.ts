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
import { drawingKeys, type KeyCollector, sortKey, tagAnswer } from './cache-keys.js';
import { ANY_CHANGE, type CatalogueChanges, catalogueChangesOf, EVERYTHING } from './catalogue-version.js';
import { type Purger, purgerFor } from './surrogate-purge.js';

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
  'getSearchSuggestions',
]);

/**
 * Anonymous catalogue answers, for browsers and shared caches (CDN): browsers always revalidate (max-age=0, a 304
 * when nothing changed), so a seller sees a change at once; a CDN may serve an answer 10 s. No stale-while-revalidate:
 * browsers apply it too (Chromium then served a listing's second visit from its cache and revalidated in the
 * background, requests DevTools never saw finish, and a page could show an answer a minute old).
 */
export const PUBLIC_CATALOGUE_CACHE = 'public, max-age=0, s-maxage=10';
/** The same catalogue answer asked with a token: the browser may keep it, a shared cache never. */
export const PRIVATE_CATALOGUE_CACHE = 'private, no-cache';
/** Any other answer to a request carrying a token (profile, wishlist, orders): never kept. */
export const PERSONAL_CACHE = 'private, no-store';
/** A catalogue answer that does not say what it was made from: every cache asks again each time. */
export const UNTAGGED_CACHE = 'public, no-cache';

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
  /** What the answer was made from (cache-keys.ts); empty: from anything. */
  keys: readonly string[];
  /** The clock read before the answer was made: it is out of date once one of its keys moved past it. */
  stamp: number;
  /** When an answer ordered by sales stops being served (SALES_ORDER_MS). */
  expiresAt?: number;
}

/**
 * Sales move no key (a paid order would drop every list by popularity and every search, whose ties are broken by
 * sales, ten times a second at ten orders a second; migration 0024): an answer ordered by them is served at most this
 * long. Shoppers see no count of sales, only an order that follows them within the minute.
 */
export const SALES_ORDER_MS = 60_000;
const SALES_ORDER_KEY = sortKey('sold');
/**
 * Each answer ordered by sales gets its own lifetime, from 3/4 of SALES_ORDER_MS to all of it: answers made in the same
 * second (a shop's start, a busy minute) would otherwise all expire in the same second, be made again together, and
 * keep doing so every minute (about 40 queries at once on the catalogue bench's URLs).
 */
const salesOrderLifetime = (): number => SALES_ORDER_MS * (0.75 + Math.random() * 0.25);

/** What a catalogue read carries from its onRequest hook to onSend. */
interface CacheState {
  key: string;
  /** The clock read before the answer was made: the answer is remembered under it, never under a later one. */
  stamp: number;
  hit: boolean;
  /** Lets the requests waiting for this answer (a miss) look again; called once the answer is remembered or not. */
  done?: () => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    catalogueCache: CacheState | null;
  }
}

/**
 * Serialised answers of one instance, each valid until one of its keys moves (catalogue-version.ts). Bounded (oldest
 * out first); an answer found out of date is dropped when next asked for.
 */
export class AnswerStore {
  private bytes = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limits: StoreLimits,
    private readonly changes: Pick<CatalogueChanges, 'newest'>,
  ) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.isCurrent(entry)) return entry;
    this.drop(key, entry);
    return undefined;
  }

  remember(key: string, entry: Entry): void {
    if (entry.keys.includes(SALES_ORDER_KEY)) entry.expiresAt ??= Date.now() + salesOrderLifetime();
    // Made while a key it reads moved (seen by a read since): already out of date.
    if (!this.isCurrent(entry)) return;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.drop(oldKey, old);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private isCurrent(entry: Entry): boolean {
    if (entry.expiresAt !== undefined && Date.now() > entry.expiresAt) return false;
    return this.changes.newest(entry.keys.length > 0 ? entry.keys : [ANY_CHANGE]) <= entry.stamp;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
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

/**
 * Each remembered answer's keys joined once, not at every hit (a page's 40-odd keys: 2.5 % of a hit's CPU). Keyed by
 * the answer's own list of keys, which is never changed once remembered.
 */
const surrogateKeysByAnswer = new WeakMap<readonly string[], string | undefined>();

/**
 * An answer's surrogate keys for HTTP caches (`Surrogate-Key` for CDNs, `xkey` for Varnish), `all` included so that
 * one purge can empty the cache; none for an answer that does not say what it was made from.
 */
export function surrogateKeysOf(keys: readonly string[]): string | undefined {
  if (surrogateKeysByAnswer.has(keys)) return surrogateKeysByAnswer.get(keys);
  const joined = keys.length > 0 && !keys.includes(ANY_CHANGE) ? [...keys, EVERYTHING].join(' ') : undefined;
  surrogateKeysByAnswer.set(keys, joined);
  return joined;
}

/**
 * Cache headers of an answer the same for every anonymous caller: with its surrogate keys, a shared cache may keep it
 * (and is purged when a key moves); without, it must ask every time. Asked with a token, no shared cache may keep it
 * and it carries no keys.
 */
export function setSharedCacheHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Pick<Entry, 'etag' | 'keys'>,
): void {
  reply.header('etag', entry.etag);
  const surrogateKeys = request.headers.authorization === undefined ? surrogateKeysOf(entry.keys) : undefined;
  if (request.headers.authorization !== undefined) reply.header('cache-control', PRIVATE_CATALOGUE_CACHE);
  else if (surrogateKeys) {
    reply.header('cache-control', PUBLIC_CATALOGUE_CACHE);
    reply.header('surrogate-key', surrogateKeys);
    reply.header('xkey', surrogateKeys);
  } else reply.header('cache-control', UNTAGGED_CACHE);
  // Added to what CORS (Origin) may have put there already, never in place of it.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
}

/** A drawn page being made (static-app.ts) takes the keys of every answer it reads; `*` for one that says none. */
function addToDrawing(keys: readonly string[]): void {
  const drawing = drawingKeys.getStore();
  if (!drawing) return;
  if (keys.length === 0) drawing.keys.add(ANY_CHANGE);
  for (const key of keys) drawing.keys.add(key);
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

const isWrite = (method: string): boolean => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

export interface CatalogueCacheOptions {
  /** HTTP caches to purge by surrogate key when keys move (config.purge). */
  purge?: { urls: string[]; timeoutMs: number };
}

/**
 * Remembers the serialised answers of the catalogue's reads, each with the keys it was made from (cache-keys.ts),
 * checks them against the keys' versions before serving one (catalogue-version.ts), and gives them ETag (304 on
 * If-None-Match), Cache-Control and surrogate keys. With purge URLs, the keys a write moved are purged from the HTTP
 * caches before the write's answer leaves (at most the purge timeout; a failed purge is logged, never the write's
 * failure), and moves made by other writers (sweeper, scripts) within a second. Register on the root instance BEFORE
 * @fastify/compress (its onSend must see the JSON text, not a compressed stream) and before the routes.
 */
export function registerCatalogueCache(
  app: FastifyInstance,
  db: Database,
  options: CatalogueCacheOptions = {},
): CatalogueChanges {
  const changes = catalogueChangesOf(db);
  const store = new AnswerStore(ANSWER_LIMITS, changes);
  const purger: Purger | undefined = purgerFor(options.purge, app.log);
  /** The answers a request is making, by cache key: readers that find the same one missing wait for it. */
  const beingMade = new Map<string, Promise<void>>();
  app.decorateRequest('catalogueCache', null);
  app.decorateRequest('catalogueKeys', null);

  // The keys' baseline, begun before the first request: a write's moved keys are then always news to this instance
  // (its sync after the write queues behind this read). Not awaited: a database still away must not hold the start.
  app.addHook('onReady', async () => {
    changes.sync().catch(() => undefined);
  });
  if (purger) {
    const stop = changes.onChange((_keys, toPurge) => purger.purge(toPurge));
    // Writers that are not this instance's requests (the sweeper, another instance, a script) are found within a second.
    const poll = setInterval(() => changes.sync().catch(() => undefined), 1000);
    poll.unref();
    app.addHook('onClose', async () => {
      clearInterval(poll);
      stop();
      await purger.settled();
    });
  }

  const serveFromCache: onRequestAsyncHookHandler = async (request, reply) => {
    // A GET with a body may meet refusals that depend on it: it goes the long way.
    if (hasBody(request)) return;
    let stamp: number;
    try {
      stamp = await changes.sync();
    } catch (error) {
      // The database is away: the outage's 503 at once, not after the handler's own wait for a connection.
      if (isDatabaseUnreachable(error)) throw error;
      return; // Any other fault: the handler answers as it would without remembered answers.
    }
    const key = cacheKeyOf(request.url);
    let entry = store.get(key);
    const making = beingMade.get(key);
    if (!entry && making) {
      // The same answer is being made (several readers just found it out of date): wait for it rather than make it
      // again. The store serves it only if no key it read moved past its stamp, as for any remembered answer.
      await making;
      entry = store.get(key);
    }
    if (!entry) {
      const state: CacheState = { key, stamp, hit: false };
      if (!beingMade.has(key)) {
        let release = () => {};
        beingMade.set(key, new Promise<void>((done) => (release = done)));
        state.done = () => {
          state.done = undefined;
          beingMade.delete(key);
          release();
        };
      }
      request.catalogueCache = state;
      request.catalogueKeys = { keys: new Set() } satisfies KeyCollector;
      return;
    }
    request.catalogueCache = { key, stamp, hit: true };
    addToDrawing(entry.keys);
    setSharedCacheHeaders(request, reply, entry);
    if (matchesEtag(request, entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };

  // A miss that ends without onSend (the client gone, a failed send) must not hold its waiters.
  const release = async (request: FastifyRequest) => request.catalogueCache?.done?.();
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = route.schema?.operationId;
    if (route.method !== 'GET' || !operationId || !CATALOGUE_READS.has(operationId)) return;
    route.onRequest = [...asList(route.onRequest), serveFromCache];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.catalogueCache;
    if (state === null) {
      if (request.headers.authorization !== undefined && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', PERSONAL_CACHE);
      }
      if (isWrite(request.method) && reply.statusCode < 400) await afterWrite(request);
      return payload;
    }
    if (state.hit) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      state.done?.();
      addToDrawing([]);
      return payload;
    }
    const keys = [...(request.catalogueKeys?.keys ?? [])];
    const etag = etagOf(payload);
    const entry = { body: Buffer.from(payload), etag, keys, stamp: state.stamp };
    store.remember(state.key, entry);
    state.done?.();
    addToDrawing(keys);
    setSharedCacheHeaders(request, reply, entry);
    if (!matchesEtag(request, etag)) return payload;
    reply.code(304);
    return null;
  });

  /**
   * The keys the write moved, read before its answer leaves: this instance forgets what they touch (estimates) and
   * purges them from the HTTP caches. Never the write's failure.
   */
  async function afterWrite(request: FastifyRequest): Promise<void> {
    try {
      await changes.sync();
      await purger?.settled();
    } catch (error) {
      request.log.warn({ err: error }, 'surrogate key purge skipped');
    }
  }

  return changes;
}

export { tagAnswer };
