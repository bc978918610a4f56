import { type DehydratedState, dehydrate, type Query } from '@tanstack/react-query';
import { lightTheme } from '@teranga/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { ShopTree } from './app/shop-tree';
import { type PreloadImage, priorityImageOf } from './preload-image';
import { createQueryClient } from './query-client';
import { preloadPage } from './router';
import { PAGE_ROUTES } from './routes';

// Server rendering of the shop's pages, built by `vite build --ssr` (dist-server/) and run by the API
// (apps/api/src/http/server-render.ts): the HTML a visitor reads before any script has arrived, the answers it was
// drawn from and its largest image. The API knows nothing of the shop's pages: it asks `drawsOnServer`, then `render`.

export type { PreloadImage } from './preload-image';
export { setServerFetch } from './sdk';
export { SERVER_STATE_ELEMENT_ID as stateElementId } from './server-state';

/** The class of `<html>` that carries the kit's theme (main.tsx adds it in the browser). */
export const htmlClass = lightTheme;

export interface ServerRender {
  /** what goes inside `<div id="root">` */
  html: string;
  /** the answers the HTML was drawn from, for the browser's cache (main.tsx hydrates it before the first render) */
  state: DehydratedState;
  /** the page's largest image, to preload with the HTML (preload-image.ts); none on a page without one (the cart) */
  preload?: PreloadImage;
}

/**
 * Whether the page at `url` is drawn on the server (the route table's `serverDrawn`: the pages a visitor lands on from
 * outside, and the cart); any other page is drawn by the browser from plain index.html.
 */
export function drawsOnServer(url: string): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  return PAGE_ROUTES.find(({ path }) => matchPath({ path, end: true }, pathname))?.serverDrawn === true;
}

/** Queries answered in turn: a page whose second read depends on its first gets both. */
const MAX_ROUNDS = 2;
/** What renderToString writes for a Suspense boundary it could not finish (the browser then draws it). */
const CLIENT_DRAWN_BOUNDARY = '<!--$!-->';
const MAX_CODE_WAITS = 10;
const CODE_WAIT_MS = 5;

const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/**
 * Draws the page at `url` as a signed-out visitor sees it: a first render names the queries the page reads, the API
 * answers them, and the page is drawn again with its data. What fails is left out, so the browser's first render
 * (pending, then its own request) is the same as the server's.
 */
export async function render(url: string): Promise<ServerRender> {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const { pathname } = new URL(url, 'http://localhost');
  await preloadPage(pathname);
  const AtUrl = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const draw = () => renderToString(<ShopTree client={client} router={AtUrl} />);
  const asked = new Set<string>();
  let html = draw();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const waiting = client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' && !asked.has(query.queryHash) })
      .filter(isEnabled);
    if (waiting.length === 0) break;
    for (const query of waiting) asked.add(query.queryHash);
    await Promise.all(waiting.map((query) => query.fetch().catch(() => query.reset())));
    html = draw();
  }
  // A lazy part (the footer) is drawn once its code has come: until then renderToString writes a boundary for the
  // browser to draw instead, which React there reports as an error. Only the first pages after a start wait for it.
  for (let wait = 0; html.includes(CLIENT_DRAWN_BOUNDARY) && wait < MAX_CODE_WAITS; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS));
    html = draw();
  }
  const preload = priorityImageOf(html);
  return { html, state: dehydrate(client), ...(preload ? { preload } : {}) };
}
