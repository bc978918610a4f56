import { defineConfig } from 'vitest/config';

// Browser journeys: one API server (fresh embedded database, demo data, the built app) and one Chromium for the whole run.
export default defineConfig({
  // The journeys read the French messages from @teranga/headless (its sources, like every workspace package).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: [process.env.E2E_INCLUDE ?? 'journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // Journeys share one server and one browser and wait on real timers: run files one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    // The shop answers within a few seconds on a busy machine; Playwright's own waits use the same bound (support/shop.ts).
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 120_000,
  },
});
