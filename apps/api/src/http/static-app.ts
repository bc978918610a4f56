import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { operatorMessages } from '@teranga/messages';
import type { FastifyInstance } from 'fastify';
import { type DrawnPage, firstViewOf, isServerDrawn, renderFirstView } from './first-view.js';
import { loadShopRenderer, type ShopRenderer } from './server-render.js';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the built reference app at `/`. Vite's hashed files under /assets never change, so browsers keep them a year;
 * index.html is revalidated every time so a new release shows at once. Unknown paths fall back to index.html (client
 * routing), which carries the page's first view (first-view.ts): its catalogue answers and the preload of its largest
 * image.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  staticDir: string,
  rendererFile: string,
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
    // API misses and missing files answer 404; every other path is a client route.
    if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    // The first view holds catalogue answers, as fresh as the API's own: revalidated on every visit like the page.
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    try {
      const [view, drawn] = await Promise.all([
        firstViewOf(app, request.url),
        drawPage(renderer, request.url).catch((error: unknown) => {
          // The browser then draws the page itself, from the first view's answers.
          request.log.warn({ err: error }, 'server rendering skipped');
          return undefined;
        }),
      ]);
      return renderFirstView(template, view, drawn);
    } catch (error) {
      // The page works without it (the shop then asks the API itself): never fail a page for its first view.
      request.log.warn({ err: error }, 'first view skipped');
      return template;
    }
  });
}

/** The page drawn on the server when it is one of those (first-view.ts); undefined otherwise or when drawing fails. */
async function drawPage(renderer: ShopRenderer | undefined, url: string): Promise<DrawnPage | undefined> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (!renderer || !isServerDrawn(pathname, searchParams)) return undefined;
  const { html, state } = await renderer.render(url);
  return { html, state, htmlClass: renderer.htmlClass };
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
