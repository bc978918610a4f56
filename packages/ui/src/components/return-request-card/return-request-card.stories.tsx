import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { ReturnRequestCard } from './return-request-card';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Une demande de retour telle que la lisent le client, son vendeur et l’équipe : son statut (`ReturnStatusBadge`), la commande, les articles et leur nombre, le montant, le motif du client, ses photos, le motif d’un refus ; l’application met dessous l’étape suivante ou les réponses possibles.\n\n**Quand l’utiliser** : sur la page d’une commande du client, dans « Retours » du vendeur et au bureau de l’équipe.\n\n**Quand ne pas l’utiliser** : pour une partie de commande (`OrderPartCard`).\n\n**Accessibilité** : un `article` nommé par sa commande ; chaque photo est un lien (nouvel onglet) avec un texte « Photo n » ; les actions sont des boutons du kit, atteignables au clavier.';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#c2410c"/><rect x="20" y="20" width="40" height="40" fill="#fde68a"/></svg>',
  );

const meta = {
  title: 'Motifs/Compte/Demande de retour',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-returnrequestcard',
  parameters: { docs: { description: { component: usage } } },
  component: ReturnRequestCard,
  args: {
    status: 'requested',
    title: 'Commande TRG-261126-AB12CD',
    meta: 'Demandé le 26 novembre 2026',
    lines: [{ id: 'l1', name: 'Robe de fillette en wax « Sahel »', detail: '2 ans · Fuchsia', quantity: 1 }],
    amount: '27,00€ (17 685 CFA)',
    reason: 'La taille ne convient pas',
    photos: [photo],
  },
} satisfies Meta<typeof ReturnRequestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const onAccept = fn();

export const EnAttente: Story = {
  tags: ['screenshot'],
  args: {
    intro: <p style={{ margin: 0 }}>Client : Aminata Ba</p>,
    children: (
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={onAccept}>Accepter le retour</Button>
        <Button variant="outline">Refuser</Button>
      </div>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'Commande TRG-261126-AB12CD' });
    await expect(card).toHaveAttribute('data-status', 'requested');
    await expect(canvas.getByText('Demande envoyée')).toBeVisible();
    await expect(canvas.getByText('1 × Robe de fillette en wax « Sahel » · 2 ans · Fuchsia')).toBeVisible();
    await expect(canvas.getByText('Motif : La taille ne convient pas')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Photo 1' })).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Accepter le retour' }));
    await expect(onAccept).toHaveBeenCalledOnce();
  },
};

export const Refuse: Story = {
  tags: ['screenshot'],
  args: { status: 'refused', photos: [], refusalReason: 'Article porté' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Retour refusé')).toBeVisible();
    await expect(canvas.getByText('Motif du refus : Article porté')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Photos du client' })).toBeNull();
  },
};
