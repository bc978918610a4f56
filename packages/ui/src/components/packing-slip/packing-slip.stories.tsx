import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PackingSlip } from './packing-slip';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le bon de préparation d’une partie de commande : numéro et date, expéditeur et destinataire (nom, téléphone, adresse ou point relais), l’option de livraison et sa date, puis chaque article avec sa taille, sa couleur, sa quantité et une case à cocher au stylo. Une page A5 lisible en noir et blanc : noir sur blanc quel que soit le thème, filets noirs, tailles en millimètres et en points.\n\n**Quand l’utiliser** : sur la fiche de commande du vendeur, imprimé par « Imprimer le bon de préparation » ; la feuille de style d’impression de l’application le montre seul (`@media print`, `@page { size: A5 }`).\n\n**Quand ne pas l’utiliser** : pour montrer une commande à l’écran au client (`OrderPartCard`) ; pour une facture (les montants n’y figurent pas).\n\n**Accessibilité** : un `article` nommé « Bon de préparation » ; expéditeur, destinataire et livraison sont des sections nommées ; les articles forment un tableau avec légende et en-têtes de colonnes ; la case à cocher est décorative (`aria-hidden`).';

const meta = {
  title: 'Motifs/Vendeur/Bordereau d’expédition',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-vendeur-packingslip',
  parameters: { docs: { description: { component: usage } } },
  component: PackingSlip,
  // The order's date arrives formatted ('26/11/2026'): typed as text, not picked in a calendar.
  argTypes: { date: { control: 'text' } },
  args: {
    orderNumber: 'TRG-261126-K4T9QZ',
    date: '26/11/2026',
    seller: { name: 'Atelier Ndiaye', lines: ['+221 77 123 45 67'] },
    recipient: {
      name: 'Fatou Sall',
      lines: ['+221 77 555 44 33', 'Rue 10 x Avenue Blaise Diagne, Médina', 'Dakar, Dakar'],
    },
    delivery: ['Livraison à domicile · Dakar', 'Livraison prévue le 28 novembre 2026'],
    lines: [
      {
        id: 'l1',
        name: 'Boubou brodé en bazin',
        sku: 'BOU-BAZ-L-IND',
        size: 'L',
        color: 'Indigo',
        quantity: 1,
      },
      { id: 'l2', name: 'Foulard en wax', sku: 'FOU-WAX', size: null, color: 'Orange', quantity: 2 },
    ],
    note: 'Retour possible sous 30 jours après la livraison.',
  },
} satisfies Meta<typeof PackingSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeDelivery: Story = {
  name: 'Livraison à domicile',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const slip = canvas.getByRole('article', { name: 'Bon de préparation' });
    await expect(slip).toBeVisible();
    await expect(canvas.getByText('Commande TRG-261126-K4T9QZ')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Destinataire' })).toHaveTextContent('Fatou Sall');
    await expect(canvas.getByRole('region', { name: 'Destinataire' })).toHaveTextContent('+221 77 555 44 33');
    const rows = canvas.getAllByRole('row');
    // The header row, then one row per line with its size, colour and quantity.
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent(/Boubou brodé en bazin.*L.*Indigo.*1/);
    // A size the product does not have reads as a dash, never as an empty cell.
    await expect(rows[2]).toHaveTextContent(/Foulard en wax.*—.*Orange.*2/);
    await expect(canvas.getByText('3 articles')).toBeVisible();
    // Black on white whatever the theme: readable printed in black and white.
    await expect(getComputedStyle(slip).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(slip).color).toBe('rgb(0, 0, 0)');
  },
};

export const PickupPoint: Story = {
  name: 'Point relais',
  args: {
    recipient: { name: 'Moussa Diop', lines: ['+221 70 111 22 33'] },
    delivery: [
      'Point relais · Dakar',
      'Boutique Sandaga, 12 avenue Lamine Guèye, Dakar',
      'Lun–sam 9 h–19 h',
      'Livraison prévue le 29 novembre 2026',
    ],
    lines: [{ id: 'l1', name: 'Pagne tissé main', size: null, color: null, quantity: 1 }],
    note: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Livraison' })).toHaveTextContent('Boutique Sandaga');
    await expect(canvas.getByText('1 article')).toBeVisible();
  },
};

export const InTheDarkTheme: Story = {
  name: 'Dans le thème sombre',
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    // Paper stays paper.
    const slip = canvas.getByRole('article', { name: 'Bon de préparation' });
    await expect(getComputedStyle(slip).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};
