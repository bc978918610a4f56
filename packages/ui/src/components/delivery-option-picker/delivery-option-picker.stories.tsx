import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { type DeliveryOptionItem, DeliveryOptionPicker } from './delivery-option-picker';

const dakar: DeliveryOptionItem[] = [
  {
    id: 'home-dakar',
    kind: 'home',
    name: 'Livraison à domicile',
    price: '2 000 CFA',
    expectedDate: 'mardi 1 décembre',
    expectedDateIso: '2026-12-01',
    freeFrom: '50 000 CFA',
  },
  {
    id: 'pickup-dakar',
    kind: 'pickup',
    name: 'Point relais',
    price: null,
    expectedDate: 'jeudi 3 décembre',
    expectedDateIso: '2026-12-03',
    pickupPoints: [
      {
        id: 'point-plateau',
        name: 'Boutique Teranga Plateau',
        address: '12 avenue Léopold Sédar Senghor, Plateau, Dakar',
        openingHours: 'lun.–sam. 9 h–19 h',
      },
      {
        id: 'point-sacre-coeur',
        name: 'Relais Sacré-Cœur 3',
        address: 'Villa 45, Sacré-Cœur 3, en face de la pharmacie, Dakar',
        openingHours: 'lun.–ven. 10 h–20 h',
      },
    ],
  },
];

/** Holds the choice, as the payment step does through the checkout machine. */
function Controlled(props: React.ComponentProps<typeof DeliveryOptionPicker>) {
  const [value, setValue] = useState(props.value);
  const [point, setPoint] = useState(props.pickupPointId);
  return (
    <DeliveryOptionPicker
      {...props}
      value={value}
      pickupPointId={point}
      error={point ? null : props.error}
      onValueChange={(id) => {
        setValue(id);
        props.onValueChange(id);
      }}
      onPickupPointChange={(id) => {
        setPoint(id);
        props.onPickupPointChange?.(id);
      }}
    />
  );
}

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Les modes de livraison proposés pour l’adresse du client (livraison à domicile, point relais…), chacun avec son prix en CFA (« Gratuit » quand rien n’est dû), sa date de livraison prévue et le montant à partir duquel il est offert ; un point relais choisi montre ses points (nom, adresse, horaires). Les prix et les dates viennent du serveur, déjà formatés par la boutique.\n\n**Quand l’utiliser** : à l’étape de paiement du panier, sous l’adresse de livraison.\n\n**Quand ne pas l’utiliser** : pour montrer le mode choisi d’une commande passée (un texte suffit) ; pour le moyen de paiement (`PaymentMethodChoice`).\n\n**Accessibilité** : deux groupes radio Radix (`radiogroup` nommés « Mode de livraison » et « Choisissez votre point relais ») ; un seul arrêt de tabulation par groupe, sur l’option choisie ; les flèches déplacent le focus et le choix, en boucle ; le nom, le prix, la date et le seuil sont lus avec chaque option ; la recherche en cours est annoncée (`role="status"`, `aria-busy`) ; l’erreur d’un point relais manquant est une alerte reliée au groupe des points, qui passe `aria-invalid`.';

const meta = {
  title: 'Motifs/Panier/Mode de livraison',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-panier-deliveryoptionpicker',
  parameters: { docs: { description: { component: usage } } },
  component: DeliveryOptionPicker,
  render: (args) => <Controlled {...args} />,
  args: { options: dakar, value: 'home-dakar', onValueChange: fn(), onPickupPointChange: fn() },
} satisfies Meta<typeof DeliveryOptionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LivraisonADomicileChoisie: Story = {
  name: 'Livraison à domicile choisie',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Mode de livraison' });
    const home = within(group).getByRole('radio', { name: /Livraison à domicile/ });
    await expect(home).toBeChecked();
    await expect(home).toHaveTextContent('2 000 CFA');
    await expect(home).toHaveTextContent('Livraison prévue le mardi 1 décembre');
    await expect(home).toHaveTextContent('Gratuit dès 50 000 CFA d’achats');
    await expect(within(group).getByRole('radio', { name: /Point relais/ })).toHaveTextContent('Gratuit');
    await expect(canvas.queryByRole('radiogroup', { name: 'Choisissez votre point relais' })).toBeNull();
  },
};

export const ChoisirUnPointRelaisAuClavier: Story = {
  name: 'Choisir un point relais au clavier',
  args: { error: 'Choisissez un point relais pour ce mode de livraison.' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Livraison à domicile/ })).toHaveFocus();
    // Held as a person holds a key: Radix chooses the option the focus reaches while the arrow is down.
    await userEvent.keyboard('{ArrowDown>}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.keyboard('{/ArrowDown}');
    const pickup = canvas.getByRole('radio', { name: /Point relais/ });
    await expect(pickup).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pickup-dakar');
    await expect(pickup).toBeChecked();
    const points = canvas.getByRole('radiogroup', { name: 'Choisissez votre point relais' });
    await expect(points).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choisissez un point relais');
    await expect(within(points).getByRole('radio', { name: /Relais Sacré-Cœur 3/ })).toHaveTextContent(
      'Horaires : lun.–ven. 10 h–20 h',
    );
    await userEvent.tab();
    await expect(within(points).getByRole('radio', { name: /Boutique Teranga Plateau/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown>}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onPickupPointChange).toHaveBeenLastCalledWith('point-sacre-coeur');
    await expect(within(points).getByRole('radio', { name: /Relais Sacré-Cœur 3/ })).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const PointRelaisChoisi: Story = {
  name: 'Point relais choisi',
  tags: ['screenshot'],
  args: { value: 'pickup-dakar', pickupPointId: 'point-plateau' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: /Boutique Teranga Plateau/ })).toBeChecked();
    await expect(canvasElement.querySelector('time[datetime="2026-12-03"]')).toHaveTextContent(
      'jeudi 3 décembre',
    );
  },
};

export const RechercheEnCours: Story = {
  name: 'Recherche en cours',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Recherche des modes de livraison pour cette adresse…',
    );
  },
};

export const PendantLePaiement: Story = {
  name: 'Pendant le paiement',
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Telephone: Story = {
  name: 'Téléphone',
  globals: mobile,
  args: { value: 'pickup-dakar', pickupPointId: 'point-sacre-coeur' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
