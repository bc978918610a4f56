import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { AddedToCartPopup } from './added-to-cart-popup';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La fenêtre qui confirme un ajout au panier : l’article ajouté (image, nom, taille, couleur, quantité, prix), « Voir le panier » et « Continuer » ; elle se ferme seule après 4 s (`autoCloseMs`).\n\n**Quand l’utiliser** : juste après un ajout au panier depuis la fiche produit, pour proposer d’aller au panier ou de continuer.\n\n**Quand ne pas l’utiliser** : pour un ajout depuis une liste où l’on continue ses achats (un `Toaster` suffit) ; pour un ajout refusé (rupture, erreur : un `Toaster` d’erreur ou une `AlertBanner`).\n\n**Accessibilité** : un `Dialog` nommé par son titre : focus piégé dans la boîte puis rendu à l’élément qui l’avait (le bouton d’ajout) ; Échap, un clic dehors, Fermer ou « Continuer » ferment ; l’image est décorative (`alt` vide : le nom est écrit à côté). La fermeture automatique laisse peu de temps à un lecteur d’écran : `autoCloseMs={0}` garde la boîte ouverte.';

const meta = {
  title: 'Motifs/Panier/Ajouté au panier',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-panier-addedtocartpopup',
  parameters: {
    docs: { description: { component: usage } },
    // A delay before the popup closes itself: behaviour, not drawing.
    docsCheck: { notDrawn: ['autoCloseMs'] },
  },
  component: AddedToCartPopup,
  args: {
    open: true,
    onOpenChange: fn(),
    onViewCart: fn(),
    item: { name: 'Robe wax Ndaanaan', price: '29 475 CFA', quantity: 1, size: 'M', color: 'Indigo' },
  },
} satisfies Meta<typeof AddedToCartPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Ouvert',
  args: { autoCloseMs: 0 },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Ajouté au panier!' })).toHaveTextContent(
      'Taille M · Indigo · Qté 1',
    );
  },
};
export const ViewCart: Story = {
  name: 'Voir le panier',
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Voir le panier' }));
    await expect(args.onViewCart).toHaveBeenCalled();
  },
};
export const Continue: Story = {
  name: 'Continuer',
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Continuer' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const ClosesAfterDelay: Story = {
  name: 'Se ferme après un délai',
  args: { autoCloseMs: 300 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
  },
};

export const LongFrenchTextMobile: Story = {
  name: 'Texte français long, téléphone',
  globals: mobile,
  args: {
    item: {
      name: 'Ensemble traditionnel trois pièces en bazin riche brodé main, teinture indigo de Kaolack',
      price: '84 495 CFA',
      quantity: 1,
      size: 'XXL',
      color: 'Bleu indigo profond',
    },
  },
  play: async () => {
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
