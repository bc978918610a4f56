import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { Gallery } from './gallery';

const tile = (bg: string, fg: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 40 50"><rect width="40" height="50" fill="${bg}"/><path d="M0 25 L20 5 L40 25 L20 45Z" fill="none" stroke="${fg}" stroke-width="3"/></svg>`,
  )}`;

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Les images d’un produit : une grande (zoomée ×2 sous le pointeur) et des vignettes pour choisir la vue ; `srcSet` quand la boutique a plusieurs tailles.\n\n**Quand l’utiliser** : sur la fiche produit.\n\n**Quand ne pas l’utiliser** : pour la petite image d’une liste (`ProductThumbnail`) ou d’une carte (`ProductCard`) ; pour un diaporama qui défile seul.\n\n**Accessibilité** : une section nommée (« Images du produit ») ; la grande image porte le texte alternatif de la vue choisie (`alt` de chaque image, obligatoire) ; chaque vignette est un bouton nommé par sa place (l’image 2 sur 3) et celle affichée porte `aria-current` ; le zoom ne sert qu’au pointeur : au clavier, les vignettes donnent toutes les vues.';

const meta = {
  title: 'Composants/Produit/Galerie',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-produit-gallery',
  parameters: {
    docs: { description: { component: usage } },
    // Drawn where there is no photo (the story « Sans image »), not in a gallery of three.
    docsCheck: { notDrawn: ['emptyLabel'] },
  },
  component: Gallery,
  args: {
    images: [
      { src: tile('#233D7B', '#E2A93B'), alt: 'Boubou indigo, vue de face' },
      { src: tile('#5B3A29', '#F6EFE3'), alt: 'Boubou indigo, broderie du col' },
      { src: tile('#B45309', '#2B1D14'), alt: 'Boubou indigo, vue de dos' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut', tags: ['screenshot'] };

export const ThumbnailsChangeImage: Story = {
  name: 'Les vignettes changent l’image',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Afficher l'image 3 sur 3" }));
    await expect(canvas.getByRole('img', { name: 'Boubou indigo, vue de dos' })).toBeVisible();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('img', { name: 'Boubou indigo, broderie du col' })).toBeVisible();
  },
};

export const ZoomOnHover: Story = {
  name: 'Zoom au survol',
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector('[data-zoomed]')!;
    await expect(frame).toHaveAttribute('data-zoomed', 'false');
    await userEvent.hover(canvas.getByRole('img', { name: 'Boubou indigo, vue de face' }));
    await expect(frame).toHaveAttribute('data-zoomed', 'true');
    await userEvent.unhover(canvas.getByRole('img', { name: 'Boubou indigo, vue de face' }));
    await expect(frame).toHaveAttribute('data-zoomed', 'false');
  },
};

export const NoImage: Story = { name: 'Sans image', args: { images: [] } };

export const Mobile: Story = {
  name: 'Téléphone',
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').length).toBeGreaterThanOrEqual(3);
    await expect(pageOverflowsSideways()).toBe(false);
  },
};

// A photo that fails to load (an address this origin does not serve): its place says so in words, with its
// description, instead of the browser's broken-image icon; its thumbnail is an empty tile.
export const MissingImage: Story = {
  name: 'Image introuvable',
  args: {
    images: [
      { src: '/api/media/introuvable-galerie.jpg', alt: 'Boubou indigo, vue de face' },
      { src: tile('#5B3A29', '#F6EFE3'), alt: 'Boubou indigo, broderie du col' },
    ],
  },
  play: async ({ mount }) => {
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const canvas = await mount();
      await expect(
        await canvas.findByText('Image non disponible : Boubou indigo, vue de face'),
      ).toBeVisible();
      await expect(canvas.queryByRole('img', { name: 'Boubou indigo, vue de face' })).toBeNull();
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('introuvable-galerie.jpg')),
      );
    } finally {
      warn.mockRestore();
    }
  },
};
