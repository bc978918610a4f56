import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, useLayoutEffect } from 'react';
import { expect, screen } from 'storybook/test';
import { Badge } from '../components/badge/badge';
import { Button } from '../components/button/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../components/dialog/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../components/dropdown-menu/dropdown-menu';
import { ThemeProvider } from '../components/theme-provider/theme-provider';
import { darkTheme, lightTheme } from './themes.css';

/** Puts the dark theme on <html>, where the README says a shop puts its theme, for the story's life. */
const darkRootElement: Decorator = (Story) => {
  useLayoutEffect(() => {
    document.documentElement.classList.add(darkTheme);
    return () => document.documentElement.classList.remove(darkTheme);
  }, []);
  return <Story />;
};

// A shop's brand in plain CSS: the kit's public variables, no build step, no vanilla-extract.
const brand = {
  '--teranga-color-background-brand': '#0B6E4F',
  '--teranga-color-background-brand-hover': '#08543C',
  '--teranga-color-background-brand-soft': '#DDF2EA',
  '--teranga-color-foreground-link': '#0B6E4F',
  '--teranga-radius-md': '999px',
} as CSSProperties;

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Poser un thème et changer la marque : `lightTheme`, `darkTheme` ou `systemTheme` (qui suit le réglage du système) sur `<html>`, les variables CSS publiques `--teranga-…` pour les couleurs et les rayons d’une boutique, et `ThemeProvider` pour une partie de page d’un autre thème.\n\n**Quand l’utiliser** : une fois, à la racine de la boutique ; une règle `:root { --teranga-… }` placée après la feuille du kit pour la marque, sans outil de compilation.\n\n**Quand ne pas l’utiliser** : pour styler un seul composant (sa `className`) ; pour changer un texte (les libellés `labels` des composants) ; ne posez pas la classe du thème sur un élément intérieur sans `ThemeProvider` : les dialogues et menus, rendus sous `<body>`, ne la verraient pas.\n\n**Accessibilité** : les couleurs d’une marque remplacent des couleurs dont le contraste est mesuré : vérifiez les vôtres sur les deux thèmes (4,5:1 pour un texte, comme la page Tokens) ; le thème posé sur `<html>` ou donné par `ThemeProvider` atteint les dialogues et les menus rendus sous `<body>` : aucun ne s’ouvre en clair sur une page sombre.';

const meta = {
  title: 'Fondations/Thème de marque',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'fondations-thème-de-marque',
  parameters: { docs: { description: { component: usage } } },
  tags: ['screenshot'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrandOverride: Story = {
  name: 'Marque d’une boutique en CSS',
  render: () => (
    <div style={{ ...brand, display: 'flex', gap: '1rem', alignItems: 'center' }} data-testid="brand">
      <Button>Ajouter au panier</Button>
      <Button variant="outline">Voir la boutique</Button>
      <Badge tone="brand">Nouveau</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 110, 79)');
  },
};

export const DarkPortal: Story = {
  name: 'Thème sombre sur la racine',
  decorators: [darkRootElement],
  parameters: { themeOnRoot: true },
  render: () => (
    <div style={{ minHeight: 560 }}>
      <Dialog defaultOpen>
        <DialogContent>
          <DialogTitle>Livraison au Sénégal</DialogTitle>
          <DialogDescription>Nos ateliers expédient depuis Dakar sous 48 heures.</DialogDescription>
          <p>Le thème posé sur la racine atteint le portail sans themeClassName.</p>
        </DialogContent>
      </Dialog>
    </div>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Livraison au Sénégal' });
    // The dark theme's surface (#211913), not the light one's white.
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(33, 25, 19)');
  },
};

/**
 * Une partie sombre d’une page claire : le thème du `ThemeProvider` atteint le menu qu’elle ouvre, rendu sous `<body>`,
 * sans `themeClassName`.
 */
export const InnerThemeReachesPortals: Story = {
  name: 'Partie sombre d’une page claire',
  parameters: { themeOnRoot: true },
  render: () => (
    <div className={lightTheme} style={{ minHeight: 560, padding: '1rem' }}>
      <p>Page claire</p>
      <ThemeProvider theme={darkTheme} style={{ padding: '1rem' }}>
        <DropdownMenu defaultOpen modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">Mon compte</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem>Mes commandes</DropdownMenuItem>
            <DropdownMenuItem>Mes favoris</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </ThemeProvider>
    </div>
  ),
  play: async () => {
    const menu = await screen.findByRole('menu', { name: 'Mon compte' });
    // The dark surface (#211913), though the page around the provider is light.
    await expect(getComputedStyle(menu).backgroundColor).toBe('rgb(33, 25, 19)');
  },
};
