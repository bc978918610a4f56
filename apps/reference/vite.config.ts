import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createCompiler } from '@vanilla-extract/compiler';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type Rollup } from 'vite';
import { PAGE_ROUTES, pathRegExpSource } from './src/routes';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const root = import.meta.dirname;
// `source` makes workspace packages resolve to their TypeScript sources: no package build needed to run the app.
const conditions = ['source', ...defaultClientConditions];
/**
 * Where the shop's styles live: the kit's `*.css.ts` first, then the shop's own (which import the kit through its
 * entry, and would otherwise evaluate every kit style file as a mere dependency).
 */
const STYLE_ROOTS = [resolve(root, '../../packages/ui/src'), resolve(root, 'src')];

/** Every `*.css.ts` under the roots, each after the `*.css.ts` it imports (tokens first, then components). */
function stylesLeavesFirst(): string[] {
  const files = STYLE_ROOTS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css.ts'))
      .map((file) => join(dir, file)),
  );
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !files.includes(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+\.css)'/g))
      visit(`${resolve(dirname(file), spec as string)}.ts`);
    ordered.push(file);
  };
  for (const file of files) visit(file);
  return ordered;
}

/**
 * One complete stylesheet for the build. Inside Vite 8, vanilla-extract's per-module CSS came out incomplete and
 * different from one build to the next (a timing-dependent miss when a style file is first evaluated as another one's
 * dependency, see vanilla-extract issue 1729, and the kit's `sideEffects: ["*.css"]` not covering `*.css.ts`): whole
 * components rendered unstyled. Here every style file is compiled on its own, tokens first, into one hashed file
 * linked from index.html (about 9 KB gzipped, cached for a year); the per-module CSS is emptied so nothing is doubled.
 * The class names are the same as the plugin's (same root, same `short` identifiers).
 */
function completeStylesheet(): Plugin {
  let fileName = '';
  return {
    name: 'teranga:complete-stylesheet',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const compiler = createCompiler({
        root,
        identifiers: 'short',
        // The kit by its real path, as the first pass compiled it: through the node_modules link, its tokens would be
        // evaluated a second time under another name, and the shop's styles would point at variables nobody defines.
        viteResolve: {
          conditions,
          alias: { '@teranga/ui': resolve(root, '../../packages/ui/src/index.ts') },
        },
      });
      try {
        for (const file of stylesLeavesFirst()) await compiler.processVanillaFile(file, { outputCss: true });
        const css = compiler.getAllCss();
        fileName = `assets/styles-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
        this.emitFile({ type: 'asset', fileName, source: css });
      } finally {
        await compiler.close();
      }
    },
    load(id) {
      if (id.split('?')[0]?.endsWith('.vanilla.css')) return '';
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head' }],
    },
  };
}

/**
 * On a page drawn on the server the API takes out the entry marked `data-after-paint` and names it on
 * `<html data-after-paint>` (apps/api/src/http/drawn-page.ts): the page is readable without it, and on a slow line its
 * 110 KB would share the bandwidth with the page's largest picture (Lighthouse's LCP then waited for the code). The
 * head script starts it, with the page's chunks, once that picture (`fetchpriority="high"`, else the first text) has
 * been painted: two frames after. A hidden tab paints no frame: three seconds at the latest.
 */
const START_AFTER_PAINT =
  "var e=document.documentElement.getAttribute('data-after-paint');if(!e){p(location.pathname);return}var s=0;function go(){if(s)return;s=1;p(location.pathname);var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=e;document.head.appendChild(m)}function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}function ready(){var i=document.querySelector('#root img[fetchpriority=\"high\"]');if(i&&!i.complete){i.addEventListener('load',painted);i.addEventListener('error',painted)}else painted()}setTimeout(go,3000);if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',ready);else ready()";

/**
 * Until the shop has taken the page over (`<html data-shop-ready>`, src/app/root-layout.tsx), a press on a drawn form
 * must not reach the browser: it would submit the form natively, a reload with its fields in the address (a shopper's
 * e-mail in the URL and in the access log) and what was typed lost. Held at the end of the event's path (window): a
 * form the shop has already answered (defaultPrevented) is left alone, and the typed value stays for the next press.
 */
const HOLD_EARLY_SUBMITS =
  "addEventListener('submit',function(v){if(!v.defaultPrevented&&!document.documentElement.hasAttribute('data-shop-ready'))v.preventDefault()});";

/**
 * The opened page's chunks are otherwise requested only once the entry has run: a tiny script, first in <head> and
 * async, matches the address against the routes (the table of src/routes.ts) and preloads that page's chunks while
 * the entry downloads, saving a round trip before the first paint. A file rather than inline code: the API's Content
 * Security Policy allows scripts from the site only.
 */
function preloadOpenedPage(): Plugin {
  let source = '';
  let fileName = '';
  return {
    name: 'teranga:preload-opened-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter(
          (item): item is Rollup.OutputChunk => item.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (name: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(name)) return seen;
          seen.add(name);
          for (const imported of byFile.get(name)?.imports ?? []) closure(imported, seen);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const inEntry = entry ? closure(entry.fileName) : new Set<string>();
        const table = PAGE_ROUTES.map(({ path, page: module }) => {
          const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/src/pages/${module}.tsx`));
          const files = chunk ? [...closure(chunk.fileName)].filter((file) => !inEntry.has(file)) : [];
          return [pathRegExpSource(path), files] as const;
        });
        // `terangaPreload(path)` stays on window: the router calls it before a page's code is imported in the app, so
        // the page's chunks come in parallel without each page import carrying its own list (see modulePreload below).
        source = `(function(t){var d={};function p(a){for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(a)){t[i][1].forEach(function(f){if(d[f])return;d[f]=1;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f;document.head.appendChild(l)});return}}window.terangaPreload=p;${HOLD_EARLY_SUBMITS}${START_AFTER_PAINT}})(${JSON.stringify(table)});\n`;
        fileName = `assets/preload-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
        const tags = [
          { tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head-prepend' as const },
        ];
        // The entry, marked for a drawn page to start after its first paint (START_AFTER_PAINT).
        const entryTag =
          entry && new RegExp(`<script type="module"[^>]*src="/${entry.fileName}"[^>]*>`).exec(html)?.[0];
        return entryTag
          ? { html: html.replace(entryTag, entryTag.replace(/>$/, ' data-after-paint>')), tags }
          : tags;
      },
    },
    generateBundle: {
      order: 'post',
      handler() {
        if (source) this.emitFile({ type: 'asset', fileName, source });
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    completeStylesheet(),
    preloadOpenedPage(),
    react(),
    vanillaExtractPlugin({ identifiers: 'short' }),
  ],
  resolve: {
    conditions,
    // React Router publishes its development build under every export condition; its production build is the same
    // code with the development warnings off (0.5 KB gzipped less on every page).
    alias: [
      {
        find: /^react-router$/,
        replacement: resolve(root, '../../node_modules/react-router/dist/production/index.mjs'),
      },
    ],
  },
  // The server build (`--ssr src/entry-server.tsx`): one file with everything in it, the workspace packages from their
  // sources like the browser's (same style files, same class names), and React's production build whatever NODE_ENV
  // the API runs with (its development build draws slower and writes its warnings into the HTML).
  ssr: { resolve: { conditions: ['source', 'node', 'import'] }, noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/health': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // bench/bundle-size.mjs reads it to add up each page's first-load JS.
    manifest: true,
    // A page's chunks are preloaded from the route table of preloadOpenedPage (window.terangaPreload, called by the
    // router), not from a list Vite writes into the entry for each page import: those lists and the file names they
    // name grew with every lazy module of the account, seller and staff areas, and every storefront page paid for
    // them in its first load. Other dynamic imports (the cart's payment step, dialogs) keep Vite's preloads.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && /\.page-[\w-]+\.js$/.test(file) ? [] : deps,
    },
    rolldownOptions: {
      // Imported constants are written where they are read: the texts' shared words (@teranga/messages' words.ts, one
      // export a word) then cost a page what the literal would, with no list of every word in its first load.
      optimization: { inlineConst: true },
      output: {
        // Everything the entry needs statically goes in one chunk: left to itself, Rolldown cut that code into a
        // dozen small chunks shared with lazy pages (sdk, jsx-runtime, messages...), and every storefront page paid
        // each one's gzip and import overhead (4 KB gzipped per page). '$initial' never holds a lazy route's code.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // The kit's smallest parts that most pages show (text field, empty state, price, skeleton): in the shell
            // rather than in chunks of a few hundred bytes, each paid for in a request and in gzip on every page.
            {
              name: 'shell',
              test: /packages[\\/]ui[\\/]src[\\/](components[\\/](text-field|empty-state|price|skeleton)[\\/]|internal[\\/]field)/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
}));
