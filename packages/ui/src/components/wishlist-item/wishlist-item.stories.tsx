import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { WishlistItem } from './wishlist-item';

// A drawn wax-print square: nothing fetched, the same pixels on every run.
const waxImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#233D7B"/><circle cx="30" cy="30" r="18" fill="#E2A93B"/><circle cx="90" cy="90" r="18" fill="#E2A93B"/><circle cx="90" cy="30" r="10" fill="#B42318"/><circle cx="30" cy="90" r="10" fill="#B42318"/></svg>',
)}`;

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Un favori : image, nom (lien vers la fiche), prix, note personnelle modifiable, date d’ajout, et les actions Ajouter au panier, Voir et Retirer.\n\n**Quand l’utiliser** : la page Mes favoris, un élément par produit.\n\n**Quand ne pas l’utiliser** : dans le catalogue (`ProductCard`) ; dans le panier (`CartLine`).\n\n**Accessibilité** : un `article` nommé par le nom du produit, titre de niveau 3 ; l’image est décorative (le nom est écrit à côté) ; la note s’édite dans un champ libellé qui reçoit le focus, avec son compteur de caractères relié ; Échap annule, et à la fermeture le focus revient au bouton qui a ouvert la note ; un échec d’enregistrement est annoncé (`role="alert"`) et le texte refusé revient dans le champ ; Ajouter au panier tourne (`aria-busy`) pendant l’ajout.';

const meta = {
  title: 'Motifs/Compte/Article de la liste d’envies',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-wishlistitem',
  parameters: {
    docs: { description: { component: usage } },
    // Both belong to the note being written (the story that edits the note opens it), not to the closed item.
    docsCheck: { notDrawn: ['savingNote', 'noteMaxLength'] },
  },
  component: WishlistItem,
  args: {
    name: 'Boubou en bazin brodé',
    image: waxImage,
    price: '19 650 CFA',
    comparePrice: '26 200 CFA',
    note: 'Pour la Tabaski, taille L',
    addedAt: '2026-11-12T09:30:00.000Z',
    href: '/product/6560a1b2c3d4e5f6a7b8c9d0',
    onAddToCart: fn(),
    onRemove: fn(),
    onSaveNote: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WishlistItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12 novembre 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir' })).toHaveAttribute(
      'href',
      '/product/6560a1b2c3d4e5f6a7b8c9d0',
    );
    await expect(canvas.getByRole('link', { name: 'Boubou en bazin brodé' })).toBeVisible();
  },
};

export const NoteEditSaves: Story = {
  name: 'Note enregistrée',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier la note' }));
    const field = canvas.getByLabelText('Note');
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('Pour la Tabaski, taille L');
    await userEvent.clear(field);
    await userEvent.type(field, '  Cadeau pour maman, taille M  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSaveNote).toHaveBeenCalledWith('Cadeau pour maman, taille M');
    await expect(canvas.getByText('Cadeau pour maman, taille M')).toBeVisible();
    await expect(canvas.queryByLabelText('Note')).toBeNull();
  },
};

export const NoteEditCancelledWithEscape: Story = {
  name: 'Note annulée avec Échap',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier la note' }));
    await userEvent.type(canvas.getByLabelText('Note'), ' et M');
    await userEvent.keyboard('{Escape}');
    await expect(args.onSaveNote).not.toHaveBeenCalled();
    await expect(canvas.getByText('Pour la Tabaski, taille L')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Modifier la note' })).toHaveFocus());
  },
};

export const AddNoteWhenEmpty: Story = {
  name: 'Ajouter une note',
  args: { note: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Aucune note')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une note' }));
    await userEvent.type(canvas.getByLabelText('Note'), 'Idée cadeau');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSaveNote).toHaveBeenCalledWith('Idée cadeau');
  },
};

export const Actions: Story = {
  name: 'Actions',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const AddingToCart: Story = {
  name: 'Ajout au panier en cours',
  args: { addingToCart: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Ajouter au panier/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const NoteError: Story = {
  name: 'Erreur de note',
  args: { noteError: 'Erreur lors de la mise à jour' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour');
  },
};

export const MissingImageAndPrice: Story = {
  name: 'Sans image ni prix',
  args: { image: null, price: null, comparePrice: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Prix non disponible')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="product-thumbnail"]')).toHaveTextContent('B');
  },
};

export const Loading: Story = { name: 'Chargement', args: { loading: true } };

export const EnglishLabels: Story = {
  name: 'Textes en anglais',
  args: { labels: { addToCart: 'Add to cart', view: 'View', remove: 'Remove' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View' })).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  args: {
    name: 'Ensemble traditionnel trois pièces en bazin riche teint à la main, brodé au fil doré',
    note: "Penser à demander à la vendeuse si la couleur indigo foncé existe aussi en taille XXL pour le mariage d'Aminata en décembre.",
  },
};

export const Mobile: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  name: 'Thème sombre',
  // Chromatic shoots every story in its dark mode: this copy stays a local screenshot test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { theme: 'dark' },
  tags: ['screenshot'],
};
