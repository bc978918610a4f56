import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { docgenOptions } from './docgen';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // A design reference for shop teams: Storybook's own 'Get started' checklist has no place in its sidebar.
  features: { sidebarOnboardingChecklist: false },
  typescript: { reactDocgen: 'react-docgen-typescript', reactDocgenTypescriptOptions: docgenOptions },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages resolve to their TypeScript sources: nothing needs building first.
      resolve: { conditions: ['source'] },
    }),
};

export default config;
