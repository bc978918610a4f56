import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { name: 'headless', environment: 'node', include: ['test/**/*.test.ts', 'src/**/*.test.ts'] },
});
