import path from 'node:path';
import { fileURLToPath } from 'node:url';
import reactDocgenTypescript from '@joshwooding/vite-plugin-react-docgen-typescript';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../scripts/ensure-chromium.mjs';
import { docgenOptions } from './docgen';

const configDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(configDir, '..');

export default defineProject({
  root,
  plugins: [
    storybookTest({ configDir }),
    // addon-vitest drops Storybook's docgen plugin (for speed); the props check (docs-check.ts) reads what it writes, so
    // it comes back here, for the kit's components only. The plugin is the one @storybook/react-vite brings (same
    // version as Storybook's own docgen), not a dependency of its own.
    reactDocgenTypescript({
      ...docgenOptions,
      tsconfigPath: path.join(root, 'packages/ui/tsconfig.json'),
      include: ['packages/ui/src/components/**/*.tsx'],
    }),
  ],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail the tests in flight
  // (seen on a clean clone, whose cache is empty: the token page failed with 'Failed to fetch dynamically imported module').
  optimizeDeps: {
    include: [
      '@radix-ui/react-checkbox',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-slot',
      '@radix-ui/react-toast',
      '@storybook/addon-a11y/preview',
      '@storybook/addon-docs',
      '@storybook/addon-docs/blocks',
      '@storybook/addon-docs > @mdx-js/react',
      '@storybook/addon-docs > @storybook/react-dom-shim',
      '@storybook/react-vite',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'class-variance-authority',
      'clsx',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom/test-utils',
      'storybook/preview-api',
      'storybook/test',
    ],
  },
  test: {
    name: 'storybook',
    // One story file at a time: the reduced-motion stories emulate the media feature for the whole tab, which made a
    // story of another file, running beside them, see reduced motion (no faster in parallel on 2 cores anyway).
    fileParallelism: false,
    setupFiles: [path.join(configDir, 'vitest.setup.ts')],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
      // addon-vitest forbids file writes unless asked; screenshot baselines need them.
      api: { allowWrite: true },
      viewport: { width: 1280, height: 800 },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
        },
      },
    },
  },
});
