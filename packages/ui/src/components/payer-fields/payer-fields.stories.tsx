import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PayerFields, type PayerFieldsProps, type PayerValues } from './payer-fields';

const empty: PayerValues = { phone: '', street: '', city: '', region: '' };

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
  'Ce que le paiement mobile et la livraison demandent : le numéro Wave ou Orange Money qui paie, puis l’adresse de livraison (rue, ville, région).\n\n**Quand l’utiliser** : à l’étape de paiement du panier, sous `PaymentMethodChoice` ; les valeurs et les erreurs viennent de la machine du paiement, pré-remplies depuis le compte.\n\n**Quand ne pas l’utiliser** : pour un numéro ou une adresse hors du paiement (des `TextField`) ; pour choisir le moyen de paiement (`PaymentMethodChoice`).\n\n**Accessibilité** : un `<fieldset>` nommé par sa légende, l’adresse dans un second groupe « Adresse de livraison » ; chaque champ a son libellé ; l’aide du téléphone et chaque erreur sont reliées au champ, qui passe `aria-invalid` ; les `autocomplete` (`tel`, `address-line1`…) laissent le navigateur remplir ; `disabled` fige tout le groupe pendant le paiement.';

const meta = {
  title: 'Motifs/Panier/PayerFields',
  parameters: { docs: { description: { component: usage } } },
  component: PayerFields,
  render: (args) => <Controlled {...args} />,
  args: { value: empty, onChange: fn() },
} satisfies Meta<typeof PayerFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: 'Numéro Wave ou Orange Money' });
    await userEvent.type(phone, '77 123 45 67');
    await expect(args.onChange).toHaveBeenLastCalledWith('phone', '77 123 45 67');
    await expect(canvas.getByRole('group', { name: 'Adresse de livraison' })).toBeVisible();
  },
};

export const PrefilledFromAccount: Story = {
  args: {
    value: { phone: '+221 77 123 45 67', street: 'Sacré-Cœur 3, villa 12', city: 'Dakar', region: 'Dakar' },
  },
};

export const Refused: Story = {
  args: {
    value: { ...empty, phone: '+33 6 12 34 56 78' },
    errors: {
      phone: 'Format de téléphone invalide (ex: 77 123 45 67, +221 77 123 45 67, 221 77 123 45 67, etc.)',
      street: 'Indiquez la rue ou le quartier de livraison',
      city: 'Indiquez la ville de livraison',
    },
  },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Numéro Wave ou Orange Money' });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Indiquez la ville de livraison')).toBeVisible();
  },
};

export const WhilePaying: Story = {
  args: {
    value: { phone: '+221 77 123 45 67', street: 'Sacré-Cœur 3', city: 'Dakar', region: 'Dakar' },
    disabled: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ville' })).toBeDisabled();
  },
};
