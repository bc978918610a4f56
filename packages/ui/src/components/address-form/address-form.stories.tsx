import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  AddressForm,
  type AddressFormErrors,
  type AddressFormProps,
  type AddressFormValues,
} from './address-form';

/** The shop passes headless `validateDeliveryAddress`; the stories use a stand-in with its words. */
const validate = (values: AddressFormValues): AddressFormErrors => {
  const errors: AddressFormErrors = {};
  if (!values.fullName.trim()) errors.fullName = 'Indiquez le nom de la personne qui reçoit la livraison';
  if (!values.phone.trim()) errors.phone = 'Indiquez le téléphone de la personne qui reçoit la livraison';
  else if (!/^(?:\+221|221)?7[0-8]\d{7}$/.test(values.phone.replace(/\s+/g, '')))
    errors.phone =
      'Format de téléphone invalide (ex: 77 123 45 67, +221 77 123 45 67, 221 77 123 45 67, etc.)';
  if (!values.quartier.trim()) errors.quartier = 'Indiquez le quartier';
  if (!values.street.trim()) errors.street = 'Indiquez la rue, la villa ou l’immeuble';
  if (!values.city.trim()) errors.city = 'Indiquez la ville';
  if (!values.region.trim()) errors.region = 'Indiquez la région';
  return errors;
};

const pointE: AddressFormValues = {
  fullName: 'Awa Diop',
  phone: '+221 77 123 45 67',
  quartier: 'Point E',
  street: 'Rue 10, villa 24',
  landmark: 'Derrière la boulangerie Le Fournil',
  city: 'Dakar',
  region: 'Dakar',
};

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Une adresse de livraison telle qu’un livreur au Sénégal la demande : la personne qui reçoit et son téléphone, le quartier, la rue (villa, immeuble), un point de repère facultatif, la ville et la région ; en option la case « Adresse par défaut ».\n\n**Quand l’utiliser** : pour ajouter ou modifier une adresse du carnet (« Mes adresses ») ou en saisir une au paiement ; passez `validate` (`validateDeliveryAddress` de `@teranga/headless`) pour les messages de chaque champ, et `errors` ou `error` pour ceux du serveur.\n\n**Quand ne pas l’utiliser** : pour choisir parmi les adresses déjà enregistrées (des `AddressCard`) ; pour le seul numéro qui paie (`PayerFields`).\n\n**Accessibilité** : un `<form>` dont les champs sont groupés dans un `<fieldset>` (nommé par `legend` quand il est donné) ; chaque champ a son libellé, ses aides et son erreur reliées (`aria-describedby`), `aria-invalid` quand il est refusé, `required` sauf le point de repère ; les `autocomplete` (`name`, `tel`, `address-line1`…) laissent le navigateur remplir ; pendant l’enregistrement le groupe est désactivé et le bouton annonce « Enregistrement… ».';

const meta = {
  title: 'Motifs/Compte/Formulaire d’adresse',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-addressform',
  parameters: { docs: { description: { component: usage } } },
  component: AddressForm,
  args: { onSubmit: fn(), onCancel: fn(), validate },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Nouvelle: Story = {
  args: { legend: 'Nouvelle adresse', defaultChoice: false },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom complet' }), 'Awa Diop');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Téléphone' }), '77 123 45 67');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quartier' }), 'Point E');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rue, villa ou immeuble' }), 'Rue 10, villa 24');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ville' }), 'Dakar');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Région' }), 'Dakar');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Adresse par défaut' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        fullName: 'Awa Diop',
        phone: '77 123 45 67',
        quartier: 'Point E',
        street: 'Rue 10, villa 24',
        landmark: '',
        city: 'Dakar',
        region: 'Dakar',
      },
      { isDefault: true },
    );
  },
};

export const TelephoneRefuse: Story = {
  name: 'Téléphone refusé',
  args: { defaultValues: { ...pointE, phone: '+33 6 12 34 56 78' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer l’adresse' }));
    const phone = canvas.getByRole('textbox', { name: 'Téléphone' });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/Format de téléphone invalide/)).toBeVisible();
    await expect(phone).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The message follows the field as it is corrected, then the form goes.
    await userEvent.clear(phone);
    await userEvent.type(phone, '77 123 45 67');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ChampsManquants: Story = {
  name: 'Champs manquants',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await expect(canvas.getByText('Indiquez le quartier')).toBeVisible();
    await expect(canvas.getByText('Indiquez la région')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Point de repère (facultatif)' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const Modification: Story = {
  args: { legend: 'Modifier l’adresse', defaultValues: pointE },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quartier' })).toHaveValue('Point E');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const RefusParLeServeur: Story = {
  name: 'Refus du serveur',
  args: {
    defaultValues: pointE,
    error: 'Adresse incomplète ou invalide',
    errors: { quartier: 'Quartier : 120 caractères au plus' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Adresse incomplète ou invalide')).toBeVisible();
    const quartier = canvas.getByRole('textbox', { name: 'Quartier' });
    await expect(quartier).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(quartier, ' 2');
    await expect(quartier).not.toHaveAttribute('aria-invalid');
  },
};

/** The form as a page holds it: sending turns `submitting` on until the server answers. */
function SendingAddressForm(props: Omit<AddressFormProps, 'submitting'>) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <AddressForm
      {...props}
      submitting={submitting}
      onSubmit={(values, choice) => {
        props.onSubmit(values, choice);
        setSubmitting(true);
      }}
    />
  );
}

// Sent with Entrée from a field, the address keeps the keyboard's focus on its (loading) button while the fields are
// disabled, rather than dropping it on <body>.
export const SentFromAField: Story = {
  name: 'Envoi au clavier',
  tags: ['!dev', '!autodocs', 'test'],
  args: { defaultValues: pointE },
  render: (args) => <SendingAddressForm {...args} />,
  play: async ({ args, canvas }) => {
    const city = canvas.getByRole('textbox', { name: 'Ville' });
    await userEvent.click(city);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(city).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Enregistrement/ })).toHaveFocus();
  },
};

export const Enregistrement: Story = {
  args: { defaultValues: pointE, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ville' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Enregistrement/ })).toBeInTheDocument();
  },
};
