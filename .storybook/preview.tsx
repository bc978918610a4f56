import type { Decorator, Preview } from '@storybook/react-vite';
import { Fragment } from 'react';
import { ThemeProvider } from '../packages/ui/src/components/theme-provider/theme-provider';
import { darkTheme, lightTheme } from '../packages/ui/src/tokens/themes.css';
import { defaultArgs, readableArgTypes, uncontrolledKey } from './docs-props';
import { allModes } from './modes';

/**
 * On a story's own page the theme also goes on <body>: the canvas is taller than most stories, and a dark story must
 * not sit on a white page. (Docs pages show many stories side by side: each story's frame carries its own theme.)
 */
function paintCanvas(theme: string | undefined, viewMode: string) {
  document.body.classList.remove(lightTheme, darkTheme);
  if (theme && viewMode === 'story') document.body.classList.add(theme);
}

const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? darkTheme : lightTheme;
  paintCanvas(context.parameters.themeOnRoot ? undefined : theme, context.viewMode);
  // A story that puts its theme on <html> itself (as the README says a shop does) must not get one from here.
  if (context.parameters.themeOnRoot) {
    return (
      <div data-slot="story-root" style={{ padding: '1rem', minHeight: '100%' }}>
        <Story />
      </div>
    );
  }
  return (
    // A ThemeProvider, as a shop would use one: the stories' dialogs and menus (portals) take the chosen theme too.
    <ThemeProvider theme={theme} data-slot="story-root" style={{ padding: '1rem', minHeight: '100%' }}>
      <Story />
    </ThemeProvider>
  );
};

// An uncontrolled prop (`defaultIndex`, `defaultOpen`) is read when the component mounts: its control remounts it.
const remountOnDefaults: Decorator = (Story, context) => (
  <Fragment key={uncontrolledKey(context.args)}>
    <Story />
  </Fragment>
);

// Links in stories point at the shop's routes: following one would leave Storybook (and end a story test).
function keepLinksInStory(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
}

const preview: Preview = {
  beforeAll: () => {
    document.addEventListener('click', keepLinksInStory);
    return () => document.removeEventListener('click', keepLinksInStory);
  },
  decorators: [remountOnDefaults, withTheme],
  argTypesEnhancers: [readableArgTypes],
  argsEnhancers: [defaultArgs],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Thème Teranga',
      toolbar: {
        title: 'Thème',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Clair' },
          { value: 'dark', title: 'Sombre' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, expanded: true },
    // Light, dark and phone shots of every story in Chromatic (see modes.ts); local screenshot tests are unchanged.
    chromatic: { modes: allModes },
    // Any axe violation fails the story test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: { name: 'Bureau (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    options: {
      // One order for the sidebar: foundations, then components by family, then patterns (by journey), then pages.
      storySort: {
        order: [
          'Introduction',
          'Fondations',
          'Composants',
          [
            'Actions',
            'Formulaires',
            'Affichage',
            'Produit',
            'Retours',
            'Superpositions',
            'Navigation',
            'Données',
          ],
          'Motifs',
          ['Cadre du site', 'Accueil', 'Catalogue', 'Panier', 'Compte', 'Vendeur'],
          'Pages',
        ],
      },
    },
  },
};

export default preview;
