// Gzipped size of @teranga/sdk's client code with its one runtime dependency (openapi-fetch) bundled in.
// Types weigh nothing at run time; this measures what a shop ships: esbuild bundle + minify, then gzip -9.
// Reads packages/sdk/dist/index.js when `npm run build -w @teranga/sdk` has run, else bundles the sources.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const GOAL_BYTES = 6 * 1024;
const sdk = fileURLToPath(new URL('../packages/sdk/', import.meta.url));
const dist = `${sdk}dist/index.js`;
const entry = existsSync(dist) ? dist : `${sdk}src/index.ts`;

async function measure(contents, resolveDir) {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const whole = await measure(`export * from ${JSON.stringify(entry)};`, sdk);
const fetchOnly = await measure(`export { default } from 'openapi-fetch';`, sdk);

console.log(
  `@teranga/sdk (${entry.endsWith('.ts') ? 'src' : 'dist'}) + openapi-fetch, minified: ${kb(whole.min)}`,
);
console.log(
  `@teranga/sdk + openapi-fetch, gzipped:  ${kb(whole.gzip)} (${whole.gzip} B; goal ≤ ${kb(GOAL_BYTES)})`,
);
console.log(`of which openapi-fetch alone, gzipped: ${kb(fetchOnly.gzip)}`);
console.log(whole.gzip <= GOAL_BYTES ? 'within the goal' : 'OVER THE GOAL');
