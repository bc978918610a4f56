// Gzipped size of @teranga/headless's two entries as an app would ship them: esbuild bundles and minifies each
// entry from source with xstate, @xstate/react, react and @teranga/sdk left external, then zlib gzips the result.
// Usage: node bench/headless-size.mjs
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../packages/headless');
const EXTERNAL = ['xstate', '@xstate/react', 'react', 'react-dom', '@teranga/sdk'];

async function measure(entry) {
  const result = await build({
    entryPoints: [resolve(root, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    external: EXTERNAL,
    write: false,
    treeShaking: true,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const rows = [
  ['@teranga/headless (root)', 'src/index.ts'],
  ['@teranga/headless/react', 'src/react.ts'],
];
console.log(`externals: ${EXTERNAL.join(', ')}`);
console.log('entry'.padEnd(28), 'minified'.padStart(12), 'gzip'.padStart(12));
for (const [name, entry] of rows) {
  const { raw, gzip } = await measure(entry);
  console.log(name.padEnd(28), kb(raw).padStart(12), kb(gzip).padStart(12));
}
