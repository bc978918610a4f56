import { defineConfig } from 'vitest/config';

// Each folder owns its test project (its own vitest.config.ts with `test.name`); this file only collects them.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      '.storybook/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
