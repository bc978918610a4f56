import type { PropItem } from 'react-docgen-typescript';

/**
 * react-docgen-typescript's options, one copy for Storybook (main.ts) and for the story tests (vitest.config.ts, where
 * addon-vitest leaves docgen out and the props check puts it back): Storybook's defaults, the prop tags (to tell
 * deprecated props), and a filter that keeps out of the props tables React's `ref` and `key`, `className`, props
 * declared only in node_modules (Radix's `asChild` on Checkbox) and deprecated props (`themeClassName`).
 */
export const docgenOptions = {
  // Its docgen block sets `displayName` on Radix's own Menu.Root and Menu.Group (re-exported as they are), which broke
  // the Header's menus (role="menu" never appeared in the header stories); their props are Radix's, hidden anyway.
  exclude: ['**/*.stories.tsx', '**/dropdown-menu/dropdown-menu.tsx'],
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  shouldIncludePropTagMap: true,
  savePropValueAsString: true,
  propFilter: (prop: PropItem) => {
    if (prop.parent && /node_modules/.test(prop.parent.fileName)) return false;
    if (prop.declarations?.length && prop.declarations.every((d) => /node_modules/.test(d.fileName)))
      return false;
    // `className` is every component's, and a designer's controls have no use for it.
    if (prop.name === 'ref' || prop.name === 'key' || prop.name === 'className') return false;
    return !(prop.tags && 'deprecated' in prop.tags);
  },
};
