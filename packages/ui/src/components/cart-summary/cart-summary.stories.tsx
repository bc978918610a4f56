import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { PaymentMethodChoice } from '../payment-method/payment-method';
import { CartSummary } from './cart-summary';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le récapitulatif du panier : sous-total, livraison (« Gratuite » quand rien n’est dû), total et son équivalent dans une autre devise, le choix du paiement, Payer et Vider le panier.\n\n**Quand l’utiliser** : à côté des lignes du panier (`CartLine`), au moment de payer.\n\n**Quand ne pas l’utiliser** : pour un seul prix (`Price`) ; pour le détail d’une commande déjà passée (rien à payer : une liste de montants suffit).\n\n**Accessibilité** : une section nommée par son titre, les montants en liste de définitions (`dl`) ; pendant le paiement le bouton est `aria-busy` et refuse un second clic ; quand payer est impossible (`blockedReason`), la raison est annoncée (`role="status"`) et décrit le bouton désactivé (`aria-describedby`).';

const meta = {
  title: 'Motifs/Panier/Récapitulatif du panier',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-panier-cartsummary',
  parameters: { docs: { description: { component: usage } } },
  component: CartSummary,
  args: {
    // Francs CFA first (formatCartPrice of @teranga/headless), the euro equivalent beside the total.
    subtotal: '58 950 CFA',
    shipping: '6 550 CFA',
    total: '65 500 CFA',
    totalEquivalent: '≈ 100,00€',
    onPay: fn(),
    onClear: fn(),
    payment: <PaymentMethodChoice value="wave" onValueChange={() => {}} />,
  },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithShipping: Story = {
  name: 'Avec livraison',
  tags: ['screenshot'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Payer' }));
    await expect(args.onPay).toHaveBeenCalled();
  },
};
export const FreeShipping: Story = {
  name: 'Livraison gratuite',
  args: { subtotal: '0 CFA', shipping: null, total: '0 CFA', totalEquivalent: undefined, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gratuite')).toBeVisible();
  },
};
export const Processing: Story = { name: 'Paiement en cours', args: { processing: true } };

export const Mobile: Story = {
  name: 'Téléphone',
  globals: mobile,
  play: async ({ canvas }) => {
    // Testing Library reads the text with its spaces made plain (the price's thin space included).
    await expect(canvas.getByText('65 500 CFA')).toBeVisible();
    await expect(pageOverflowsSideways()).toBe(false);
  },
};

export const BlockedByStock: Story = {
  name: 'Bloqué par le stock',
  args: { blockedReason: '« Boubou femme » est en rupture de stock : retirez-le du panier pour payer.' },
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const pay = canvas.getByRole('button', { name: 'Payer' });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(
      '« Boubou femme » est en rupture de stock : retirez-le du panier pour payer.',
    );
  },
};
