import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobile, pageOverflowsSideways, useArgState } from '../../internal/story-fixtures';
import { type PaymentMethod, PaymentMethodChoice } from './payment-method';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le choix du moyen de paiement : Wave (par défaut) ou Orange Money, chacun avec son logo et une phrase, et « Paiement à la livraison » quand la boutique le propose (`methods`).\n\n**Quand l’utiliser** : à l’étape de paiement du panier, au-dessus de `PayerFields`.\n\n**Quand ne pas l’utiliser** : pour d’autres choix (`SizeButtons`, `ColorSwatches`) ; pour lancer le paiement (un `Button`).\n\n**Accessibilité** : un groupe radio (`radiogroup` nommé « Moyen de paiement », des `radio` avec `aria-checked`) ; un seul arrêt de tabulation, sur le moyen choisi ; les flèches, Début et Fin déplacent le focus et le choix ensemble, en boucle ; le logo et la pastille sont décoratifs, le nom et la phrase sont lus.';

const meta = {
  title: 'Motifs/Panier/Moyen de paiement',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-panier-paymentmethodchoice',
  parameters: { docs: { description: { component: usage } } },
  component: PaymentMethodChoice,
  args: { value: 'wave', onValueChange: fn() },
  render: function Controlled(args) {
    // The choices move the value, and so does its control (the story follows the arg when it changes).
    const [value, setValue] = useArgState<PaymentMethod>(args.value);
    return (
      <PaymentMethodChoice
        {...args}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          args.onValueChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof PaymentMethodChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaveByDefault: Story = {
  name: 'Wave par défaut',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Wave/ })).toBeChecked();
  },
};

export const ChooseOrangeMoneyWithKeyboard: Story = {
  name: 'Choisir Orange Money au clavier',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Wave/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Orange Money/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('orange-money');
    await expect(canvas.getByRole('radio', { name: /Orange Money/ })).toBeChecked();
  },
};

/** A shop that takes cash on delivery offers it as a third choice (GET /payments/methods lists it). */
export const ThreeMethodsWithCashOnDelivery: Story = {
  name: 'Trois moyens dont la livraison',
  tags: ['screenshot'],
  args: { methods: ['wave', 'orange-money', 'cash-on-delivery'] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('radio', { name: /Paiement à la livraison/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('cash-on-delivery');
    await expect(canvas.getByRole('radio', { name: /Payez en espèces à la réception/ })).toBeChecked();
  },
};

export const Mobile: Story = {
  name: 'Téléphone',
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
