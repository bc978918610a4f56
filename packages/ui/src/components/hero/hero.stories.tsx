import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { Hero } from './hero';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'L’ouverture de l’accueil : une bannière en motif wax, un surtitre, le titre, un texte et le bouton « Parcourir ».\n\n**Quand l’utiliser** : une fois, en haut de l’accueil.\n\n**Quand ne pas l’utiliser** : en haut d’une page de catégorie ou de produit (un titre simple et le `Breadcrumb`) ; pour une annonce passagère (`AlertBanner`).\n\n**Accessibilité** : une section nommée par son titre, le `h1` de la page : un seul `Hero` par page (l’id de son titre est fixe) ; « Parcourir » est un vrai bouton, l’application fait défiler jusqu’aux catégories (`CategoryGrid`).';

const meta = {
  title: 'Motifs/Accueil/Bannière d’accueil',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-accueil-hero',
  parameters: { docs: { description: { component: usage } } },
  component: Hero,
  args: { onBrowse: fn() },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { name: 'Bureau', tags: ['screenshot'] };
export const Mobile: Story = {
  name: 'Téléphone',
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
};
export const Browse: Story = {
  name: 'Parcourir',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Parcourir' }));
    await expect(args.onBrowse).toHaveBeenCalled();
  },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  globals: mobile,
  args: {
    title:
      'Des créations authentiques, cousues à la main par les ateliers de Dakar, de Thiès et de Saint-Louis',
    text: 'Boubous en bazin riche, robes en wax, chemises en bogolan et ensembles pour toute la famille, livrés partout au Sénégal et en Europe.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Des créations authentiques');
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
