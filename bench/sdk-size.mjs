// Gzipped size of what a shop ships of @teranga/sdk up front: its entry with the modules it imports statically, with its
// runtime dependencies (openapi-fetch, the French texts it shows) bundled in. Resources the client loads on their
// first call (seller, staff, orders, upload…) are chunks of their own, counted apart: a storefront's first load does
// not carry them. Types weigh nothing at run time. esbuild bundle + split + minify, then gzip -9 per file.
// Reads packages/sdk/dist/index.js when `npm run build -w @teranga/sdk` has run, else bundles the sources.
import { existsSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The budget of the up-front part; it only moves down. */
const GOAL_BYTES = 6 * 1024;
const sdk = fileURLToPath(new URL('../packages/sdk/', import.meta.url));
const dist = `${sdk}dist/index.js`;
// SDK_SIZE_SOURCE=1 measures the sources even when a build is there (quicker while changing them).
const entry = existsSync(dist) && !process.env.SDK_SIZE_SOURCE ? dist : `${sdk}src/index.ts`;

async function bundle(entryPoint) {
  const result = await build({
    entryPoints: [entryPoint],
    absWorkingDir: sdk,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    outdir: '/virtual',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // The resumable upload's library is only fetched with that upload's own lazy chunk.
    external: ['tus-js-client'],
    conditions: ['source'],
  });
  const files = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  const outputs = result.metafile.outputs;
  const entryOut = Object.keys(outputs).find(
    (path) => outputs[path].entryPoint === relative(sdk, entryPoint),
  );
  // The entry and what it imports statically, transitively: what loads with the first `import '@teranga/sdk'`.
  const upFront = new Set();
  const visit = (path) => {
    if (upFront.has(path)) return;
    upFront.add(path);
    for (const imported of outputs[path].imports)
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entryOut);
  const gzip = (path) => gzipSync(files.get(resolve(sdk, path)), { level: 9 }).byteLength;
  const all = Object.keys(outputs).filter((path) => path.endsWith('.js'));
  const sum = (paths) => paths.reduce((total, path) => total + gzip(path), 0);
  return {
    upFront: sum([...upFront]),
    upFrontFiles: [...upFront],
    lazy: all.filter((path) => !upFront.has(path)),
    gzip,
    sum,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const measured = await bundle(entry);
const lazy = measured.sum(measured.lazy);

console.log(`@teranga/sdk (${entry.endsWith('.ts') ? 'src' : 'dist'}), minified and gzipped per file:`);
console.log(
  `up front (entry + static imports): ${kb(measured.upFront)} (${measured.upFront} B; goal ≤ ${kb(GOAL_BYTES)})`,
);
for (const path of measured.upFrontFiles) console.log(`  ${basename(path)}: ${kb(measured.gzip(path))}`);
console.log(`loaded on first use (${measured.lazy.length} chunks): ${kb(lazy)}`);
for (const path of measured.lazy) console.log(`  ${basename(path)}: ${kb(measured.gzip(path))}`);
console.log(measured.upFront <= GOAL_BYTES ? 'within the goal' : 'OVER THE GOAL');
if (measured.upFront > GOAL_BYTES) process.exitCode = 1;
