import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  // Tests run in Vite's server environment, which has its own conditions: workspace packages resolve from source.
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: { name: 'messages', environment: 'node', include: ['test/**/*.test.ts', 'src/**/*.test.ts'] },
});
