import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, useLayoutEffect } from 'react';
import { expect, screen } from 'storybook/test';
import { Badge } from '../components/badge/badge';
import { Button } from '../components/button/button';
import { Dialog } from '../components/dialog/dialog';
import { darkTheme } from './themes.css';

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

const meta = {
  title: 'Fondations/Thème de marque',
  tags: ['screenshot'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrandOverride: Story = {
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
  decorators: [darkRootElement],
  render: () => (
    <div style={{ minHeight: 560 }}>
      <Dialog
        defaultOpen
        title="Livraison au Sénégal"
        description="Nos ateliers expédient depuis Dakar sous 48 heures."
      >
        <p>Le thème posé sur la racine atteint le portail sans themeClassName.</p>
      </Dialog>
    </div>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Livraison au Sénégal' });
    // The dark theme's surface (#211913), not the light one's white.
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(33, 25, 19)');
  },
};
