import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // A design reference for shop teams: Storybook's own 'Get started' checklist has no place in its sidebar.
  features: { sidebarOnboardingChecklist: false },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // Storybook's defaults, plus the prop tags (so that deprecated props can be told apart) and a filter that keeps
    // React's own `ref` and `key`, `className` and deprecated props out of the props tables (see docs-props.ts for the rest).
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      shouldIncludePropTagMap: true,
      savePropValueAsString: true,
      propFilter: (prop) => {
        if (prop.parent && /node_modules/.test(prop.parent.fileName)) return false;
        if (prop.declarations?.length && prop.declarations.every((d) => /node_modules/.test(d.fileName)))
          return false;
        // `className` is every component's, and a designer's controls have no use for it.
        if (prop.name === 'ref' || prop.name === 'key' || prop.name === 'className') return false;
        return !(prop.tags && 'deprecated' in prop.tags);
      },
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages resolve to their TypeScript sources: nothing needs building first.
      resolve: { conditions: ['source'] },
    }),
};

export default config;
