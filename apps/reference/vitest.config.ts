import { defineConfig } from 'vitest/config';

// Unit tests of the shop's own wiring (cache settings, category counts); the pages are covered by the e2e journeys.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: { name: 'reference', environment: 'node', include: ['src/**/*.test.ts'] },
});
