// Gzipped size of @teranga/ui as a consumer ships it, read from the built package (dist), not from the sources:
// 1. the whole kit: dist/index.js and dist/index.css as published;
// 2. an app that imports only ProductCard: esbuild bundles a two-line entry through node_modules/@teranga/ui
//    (the `import` condition, so dist/index.js), minified and tree-shaken, with react and react-dom external
//    (every React app has them already), and the stylesheet the kit asks for (`@teranga/ui/styles.css`).
// The kit's JavaScript imports nothing but its components, Radix, cva and clsx, and declares
// `sideEffects: ["*.css"]`, so what a consumer does not import is dropped.
// 3. The kit ships one stylesheet, so a bundler keeps all of it; the last row shows what a CSS purge step (here
//    Lightning CSS's `unusedSymbols`, the same engine Vite 8 uses) leaves when it drops every class that the
//    tree-shaken ProductCard bundle (with `lightTheme`, which an app puts on its root) never mentions.
// Usage: npm run build -w @teranga/ui && node bench/ui-size.mjs
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { transform } from 'lightningcss';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, 'packages/ui/dist');
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

if (!existsSync(resolve(dist, 'index.js'))) {
  console.error('packages/ui/dist is missing: run `npm run build -w @teranga/ui` first.');
  process.exit(1);
}

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** Bundles `source` as an app entry would (resolved from the repository root, so through node_modules). */
async function consumer(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: root, sourcefile: 'consumer-entry.js', loader: 'js' },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: EXTERNAL,
    // The `source` condition is the monorepo's shortcut to the TypeScript sources; an outside consumer has none.
    conditions: [],
    outdir: resolve(root, 'bench/.ui-size-out'),
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const js = result.outputFiles.filter((f) => f.path.endsWith('.js'));
  const css = result.outputFiles.filter((f) => f.path.endsWith('.css'));
  const inputs = Object.keys(result.metafile.inputs);
  // What survived tree-shaking: the inputs that put at least one byte into an output file.
  const kept = Object.values(result.metafile.outputs).flatMap((out) =>
    Object.entries(out.inputs)
      .filter(([, use]) => use.bytesInOutput > 0)
      .map(([path]) => path),
  );
  return {
    jsText: js.map((f) => f.text).join('\n'),
    cssText: css.map((f) => f.text).join('\n'),
    js: js.reduce((sum, f) => sum + f.contents.length, 0),
    jsGzip: js.reduce((sum, f) => sum + gzip(f.contents), 0),
    css: css.reduce((sum, f) => sum + f.contents.length, 0),
    cssGzip: css.reduce((sum, f) => sum + gzip(f.contents), 0),
    resolvedFromDist: inputs.some((p) => p.includes('packages/ui/dist/index.js')),
    packages: [
      ...new Set(kept.map((p) => p.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1]).filter(Boolean)),
    ].sort(),
  };
}

const kitJs = readFileSync(resolve(dist, 'index.js'));
const kitCss = readFileSync(resolve(dist, 'index.css'));

const wholeKit = await consumer("export * from '@teranga/ui';\nimport '@teranga/ui/styles.css';\n");
const cardOnly = await consumer(
  "export { ProductCard } from '@teranga/ui';\nimport '@teranga/ui/styles.css';\n",
);
const cardJsOnly = await consumer("export { ProductCard } from '@teranga/ui';\n");

/** The stylesheet without the classes that `jsText` never names (what a purge step would leave). */
function purged(cssText, jsText) {
  const named = new Set(jsText.match(/[\w-]+/g));
  const classes = new Set([...cssText.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]));
  const unusedSymbols = [...classes].filter((name) => !named.has(name));
  const { code } = transform({
    filename: 'styles.css',
    code: Buffer.from(cssText),
    minify: true,
    unusedSymbols,
  });
  return code;
}
const cardWithTheme = await consumer(
  "export { ProductCard, lightTheme } from '@teranga/ui';\nimport '@teranga/ui/styles.css';\n",
);
const cardCss = purged(cardWithTheme.cssText, cardWithTheme.jsText);

const rows = [
  ['dist/index.js (kit code only)', kitJs.length, gzip(kitJs)],
  ['dist/index.css (whole kit)', kitCss.length, gzip(kitCss)],
  ['app: whole kit, JS (+ Radix, cva, clsx)', wholeKit.js, wholeKit.jsGzip],
  ['app: whole kit, CSS', wholeKit.css, wholeKit.cssGzip],
  ['app: ProductCard alone, JS', cardOnly.js, cardOnly.jsGzip],
  ['app: ProductCard alone, CSS (styles.css)', cardOnly.css, cardOnly.cssGzip],
  ['app: ProductCard alone, CSS after purge', cardCss.length, gzip(cardCss)],
];
console.log(`externals: ${EXTERNAL.join(', ')}; gzip level 9`);
console.log('what'.padEnd(44), 'minified'.padStart(11), 'gzip'.padStart(11));
for (const [name, raw, gz] of rows) console.log(name.padEnd(44), kb(raw).padStart(11), kb(gz).padStart(11));
console.log(`ProductCard alone resolved @teranga/ui from dist: ${cardOnly.resolvedFromDist ? 'yes' : 'NO'}`);
console.log(
  `ProductCard alone ships code from: ${cardJsOnly.packages.join(', ') || '(no third-party package)'}`,
);
const share = (cardOnly.jsGzip / wholeKit.jsGzip) * 100;
console.log(`tree-shaking: ProductCard's JS is ${share.toFixed(0)} % of the whole kit's (gzip)`);
