import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// The kit's own colours in Storybook's frame: indigo (brand), kente gold (accent), cotton (background).
const logo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="36" viewBox="0 0 160 36">' +
      '<rect x="0" y="4" width="28" height="28" rx="6" fill="#233D7B"/>' +
      '<path d="M6 12h16M14 12v14" stroke="#E2A93B" stroke-width="4" stroke-linecap="round"/>' +
      '<text x="36" y="25" font-family="Georgia, serif" font-size="20" font-weight="700" fill="#2B1D14">Teranga</text>' +
      '</svg>',
  );

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Teranga — kit UI',
    brandUrl: 'https://github.com/teranga',
    brandImage: logo,
    brandTarget: '_self',
    colorPrimary: '#233D7B',
    colorSecondary: '#233D7B',
    appBg: '#FBF6EE',
    appContentBg: '#FFFFFF',
    appBorderColor: '#DCCDB8',
    textColor: '#2B1D14',
    barSelectedColor: '#233D7B',
    fontBase: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  }),
});
