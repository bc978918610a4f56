import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { operatorMessages } from '@teranga/messages';
import type { FastifyInstance } from 'fastify';
import { drawingKeys, type KeyCollector } from '../catalogue/cache-keys.js';
import { catalogueChangesOf } from '../catalogue/catalogue-version.js';
import {
  AnswerStore,
  cacheKeyOf,
  type Entry,
  etagOf,
  matchesEtag,
  setSharedCacheHeaders,
} from '../catalogue/response-cache.js';
import type { Database } from '../db/client.js';
import { type DrawnPage, writeDrawnPage } from './drawn-page.js';
import { loadShopRenderer, type ShopRenderer } from './server-render.js';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Drawn pages one instance remembers: a few hundred product pages of about 200 KB at 100,000 products. */
const PAGE_LIMITS = { entries: 1000, bytes: 48 * 1024 * 1024 };

export interface StaticAppOptions {
  /** the shop's build (index.html, assets) */
  staticDir: string;
  /** the shop's server rendering (server-render.ts) */
  rendererFile: string;
  /** whose catalogue keys tell when a drawn page is out of date */
  db: Database;
  /** PUBLIC_URL: the answers' media are absolute under it (media/absolute-media.ts) */
  publicUrl?: string | undefined;
}

/**
 * Serves the built reference app at `/`. Vite's hashed files under /assets never change, so browsers keep them a year;
 * index.html is revalidated every time so a new release shows at once. Unknown paths fall back to index.html (client
 * routing). A page the shop draws on the server (its renderer says which) comes drawn, with the query cache it was drawn
 * from and a preload of its largest image (drawn-page.ts); any other page is index.html as built. A drawn page is the
 * same for every visitor (drawn signed out): it is remembered with the keys of every answer it was drawn from, like the
 * API's answers (response-cache.ts), so a write shows on the next page asked, on every instance, a browser
 * revalidating it gets a 304, and HTTP caches get its surrogate keys.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  { staticDir, rendererFile, db, publicUrl }: StaticAppOptions,
): Promise<void> {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(operatorMessages.startup.appNotBuilt(indexFile));
    return;
  }
  // Read once, like the file list @fastify/static serves: a rebuild needs a restart either way.
  const template = inlineStylesheets(readFileSync(indexFile, 'utf8'), staticDir);
  const renderer = await loadShopRenderer(app, rendererFile);
  if (!renderer) app.log.warn(operatorMessages.startup.rendererNotBuilt(rendererFile));
  const changes = catalogueChangesOf(db);
  const drawnPages = new AnswerStore(PAGE_LIMITS, changes);

  /**
   * A storefront page drawn on the server, stamped with the clock read before drawing it and remembered with the keys
   * of the answers it was drawn from (collected from the reads it injects).
   */
  const serverDrawn = async (shop: ShopRenderer, url: string): Promise<Entry> => {
    const stamp = await changes.sync();
    const key = cacheKeyOf(url);
    const remembered = drawnPages.get(key);
    if (remembered) return remembered;
    const collector: KeyCollector = { keys: new Set() };
    const drawn = await drawingKeys.run(collector, () => drawPage(shop, url));
    const html = writeDrawnPage(template, drawn, publicUrl);
    const entry = { body: Buffer.from(html), etag: etagOf(html), keys: [...collector.keys], stamp };
    drawnPages.remember(key, entry);
    return entry;
  };

  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, path) {
      const hashed = path.includes(`${join(staticDir, 'assets')}`);
      res.header('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // `//products` reads as a host to the URL parser (the page would be drawn as home) while the browser's router
    // folds it into `/products`: the two disagreed (React's hydration error #418). One address, one page.
    const single = singleLeadingSlash(request.url);
    if (single !== request.url) return reply.redirect(single, 301);
    // API misses and missing files answer 404; every other path is a client route.
    if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    // A drawn page holds catalogue answers, as fresh as the API's own: revalidated on every visit like the page.
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!renderer || !drawnOnServer(renderer, request.url)) return template;
    try {
      const entry = await serverDrawn(renderer, request.url);
      // Drawn signed out, the same for everyone: shared caches may keep it under its surrogate keys.
      setSharedCacheHeaders(request, reply, entry);
      return matchesEtag(request, entry.etag) ? reply.code(304).send() : entry.body;
    } catch (error) {
      // The browser then draws the page itself, reading the API as on any other page.
      request.log.warn({ err: error }, 'server rendering skipped');
      return template;
    }
  });
}

/**
 * The address with its leading slashes (and backslashes, which browsers read as slashes) folded into one: the answer
 * always stays on this site (`//host/x` becomes `/host/x`, never a link to `host`).
 */
export function singleLeadingSlash(url: string): string {
  return url.replace(/^[/\\]{2,}/, '/');
}

/** Does the shop draw the page at `url` on the server? An address it cannot read (or a renderer that fails) is not. */
function drawnOnServer(renderer: ShopRenderer, url: string): boolean {
  try {
    return renderer.drawsOnServer(url);
  } catch {
    return false;
  }
}

/** The page at `url` drawn by the shop's renderer, with what the HTML needs around it. */
async function drawPage(renderer: ShopRenderer, url: string): Promise<DrawnPage> {
  const { html, state, preload } = await renderer.render(url);
  return { html, state, preload, htmlClass: renderer.htmlClass, stateElementId: renderer.stateElementId };
}

/**
 * The shop's stylesheets written into index.html rather than linked: the text of a page drawn on the server shows as
 * soon as its HTML has arrived, instead of once a stylesheet has crossed the line beside the scripts and the first
 * image (on a slow 3G line they share, the 16 KB stylesheet took 2 s). The price: the styles come with every page
 * opened from outside rather than from the browser's cache (moving from page to page in the shop loads no HTML).
 */
export function inlineStylesheets(html: string, staticDir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const path = join(staticDir, file);
      if (!existsSync(path)) return link;
      const css = readFileSync(path, 'utf8').trim();
      if (css.includes('</')) return link;
      return css ? `<style>${css}</style>` : '';
    },
  );
}
