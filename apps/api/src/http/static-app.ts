import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { operatorMessages } from '@teranga/messages';
import type { FastifyInstance } from 'fastify';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the built reference app at `/`. Vite's hashed files under /assets never change, so browsers keep them a year;
 * index.html is revalidated every time so a new release shows at once. Unknown paths fall back to index.html (client routing).
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(operatorMessages.startup.appNotBuilt(indexFile));
    return;
  }
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
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // API misses and missing files answer 404; every other path is a client route.
    if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
