import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  // Tests run in Vite's server environment, which has its own conditions: workspace packages resolve from source.
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // A PGlite instance takes seconds to start: one per test file, shared by its tests.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    fileParallelism: false,
  },
});
