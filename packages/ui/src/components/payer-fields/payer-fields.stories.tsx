import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PayerFields, type PayerFieldsProps, type PayerValues } from './payer-fields';

const empty: PayerValues = {
  phone: '',
  fullName: '',
  quartier: '',
  street: '',
  landmark: '',
  city: '',
  region: '',
};
const filled: PayerValues = {
  phone: '+221 77 123 45 67',
  fullName: 'Awa Diop',
  quartier: 'Sacré-Cœur 3',
  street: 'Villa 12',
  landmark: 'En face de la pharmacie',
  city: 'Dakar',
  region: 'Dakar',
};

/** Holds the values, as the cart page does through the checkout machine. */
function Controlled(props: PayerFieldsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PayerFields
      {...props}
      value={value}
      onChange={(field, next) => {
        setValue((current) => ({ ...current, [field]: next }));
        props.onChange(field, next);
      }}
    />
  );
}

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Ce que le paiement mobile et la livraison demandent : le numéro Wave ou Orange Money qui paie, puis l’adresse de livraison (nom, quartier, rue, point de repère, ville, région), ou le numéro seul quand une adresse du carnet est choisie (`address={false}`).\n\n**Quand l’utiliser** : à l’étape de paiement du panier, sous `PaymentMethodChoice` ; les valeurs et les erreurs viennent de la machine du paiement, pré-remplies depuis le compte.\n\n**Quand ne pas l’utiliser** : pour un numéro ou une adresse hors du paiement (des `TextField`) ; pour choisir le moyen de paiement (`PaymentMethodChoice`).\n\n**Accessibilité** : un `<fieldset>` nommé par sa légende, l’adresse dans un second groupe « Adresse de livraison » ; chaque champ a son libellé ; l’aide du téléphone et chaque erreur sont reliées au champ, qui passe `aria-invalid` ; les `autocomplete` (`tel`, `address-line1`…) laissent le navigateur remplir ; `disabled` fige tout le groupe pendant le paiement.';

const meta = {
  title: 'Motifs/Panier/Coordonnées du payeur',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-panier-payerfields',
  parameters: { docs: { description: { component: usage } } },
  component: PayerFields,
  render: (args) => <Controlled {...args} />,
  args: { value: empty, onChange: fn() },
} satisfies Meta<typeof PayerFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vide',
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: 'Numéro Wave ou Orange Money' });
    await userEvent.type(phone, '77 123 45 67');
    await expect(args.onChange).toHaveBeenLastCalledWith('phone', '77 123 45 67');
    await expect(canvas.getByRole('group', { name: 'Adresse de livraison' })).toBeVisible();
  },
};

export const PrefilledFromAccount: Story = {
  name: 'Prérempli depuis le compte',
  args: {
    value: filled,
  },
};

/** An address of the customer's book is chosen: only the paying number is asked. */
export const AdresseDuCarnetChoisie: Story = {
  name: 'Adresse du carnet choisie',
  args: { value: filled, address: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Numéro Wave ou Orange Money' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Adresse de livraison' })).toBeNull();
  },
};

export const Refused: Story = {
  name: 'Refusé',
  args: {
    value: { ...empty, phone: '+33 6 12 34 56 78' },
    errors: {
      phone: 'Format de téléphone invalide (ex: 77 123 45 67, +221 77 123 45 67, 221 77 123 45 67, etc.)',
      fullName: 'Indiquez le nom de la personne qui reçoit la livraison',
      quartier: 'Indiquez le quartier',
      street: 'Indiquez la rue, la villa ou l’immeuble',
      city: 'Indiquez la ville',
    },
  },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Numéro Wave ou Orange Money' });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Indiquez la ville')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Quartier' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WhilePaying: Story = {
  name: 'Pendant le paiement',
  args: {
    value: filled,
    disabled: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ville' })).toBeDisabled();
  },
};
