import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// Only the React bindings are client code: the root entry stays importable on a server (the API imports its rules),
// so the directive goes on dist/react.js alone, on its first line (no new line: the source map stays aligned).
const directive = '"use client";';

export default defineConfig({
  entry: ['src/index.ts', 'src/react.ts', 'src/query.ts', 'src/account-query.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['@teranga/sdk', 'xstate', '@xstate/react', 'react', '@tanstack/react-query'],
  async onSuccess() {
    const file = 'dist/react.js';
    const code = await readFile(file, 'utf8');
    if (!code.startsWith(directive)) await writeFile(file, directive + code);
  },
});
