import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PreloadImage } from './drawn-page.js';

/**
 * The shop's server rendering (apps/reference/src/entry-server.tsx, built into apps/reference/dist-server): the HTML of
 * a storefront page as a signed-out visitor sees it, so that text and prices show before any script has arrived, the
 * query cache it was drawn from, which the browser adopts with the HTML, and the page's largest image. The shop alone
 * knows its pages: which it draws, what they read, which picture is their largest.
 */
export interface ShopRenderer {
  /** whether the shop draws the page at `url` on the server (else the browser draws it from index.html) */
  drawsOnServer(url: string): boolean;
  render(url: string): Promise<{ html: string; state: unknown; preload?: PreloadImage }>;
  /** the class of `<html>` that carries the kit's theme */
  htmlClass: string;
  /** the id of the `<script type="application/json">` the shop reads the drawn page's query cache from */
  stateElementId: string;
}

interface RendererModule extends ShopRenderer {
  setServerFetch(fetch: typeof globalThis.fetch): void;
}

/** Statuses whose answers have no body (a Response refuses one). */
const BODILESS = new Set([204, 205, 304]);

/**
 * The renderer's reads, answered by this API in process (no socket, no session): the same answers, remembered answers
 * included, that the browser would have fetched.
 */
function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') throw new TypeError(`server rendering only reads: ${request.method}`);
    const { pathname, search } = new URL(request.url);
    const reply = await app.inject({
      method: 'GET',
      url: `${pathname}${search}`,
      headers: { accept: 'application/json' },
    });
    const type = reply.headers['content-type'];
    return new Response(BODILESS.has(reply.statusCode) ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

/** The built renderer, wired to this API; undefined when the shop's server build is not there (the pages still work). */
export async function loadShopRenderer(
  app: FastifyInstance,
  file: string,
): Promise<ShopRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  renderer.setServerFetch(inProcessFetch(app));
  const { drawsOnServer, render, htmlClass, stateElementId } = renderer;
  return { drawsOnServer, render, htmlClass, stateElementId };
}
