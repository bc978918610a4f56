import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { ProfileCard, profileRoles } from './profile-card';

// A 1×1 indigo pixel: no network, the same pixels on every run.
const avatar =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNQV7f9DwADBQGoRD6aWQAAAABJRU5ErkJggg==';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le profil en lecture seule : photo ou initiales, nom, rôle (Client ou Vendeur), date d’inscription et les quatre coordonnées, avec des actions en pied (« Modifier le profil »).\n\n**Quand l’utiliser** : la page Mon profil d’un client ou d’un vendeur.\n\n**Quand ne pas l’utiliser** : pour modifier ces champs (un formulaire de `TextField`) ; pour dire si l’e-mail ou le téléphone est vérifié (`VerificationCard`).\n\n**Accessibilité** : une région nommée par le nom complet, avec un titre de niveau 2 ; les coordonnées sont une liste de définitions (`<dl>`) et un champ vide dit « Non renseigné » ; la photo et les initiales sont décoratives (le nom est écrit à côté) ; la date est un `<time>` ; pendant le chargement, la carte est `aria-busy` et nommée « Chargement du profil ».';

const meta = {
  title: 'Motifs/Compte/Carte de profil',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-profilecard',
  parameters: { docs: { description: { component: usage } } },
  component: ProfileCard,
  args: {
    firstName: 'Awa',
    lastName: 'Diop',
    email: 'awa.diop@teranga.sn',
    phone: '+221 77 123 45 67',
    role: 'seller',
    memberSince: '2024-03-15T10:00:00.000Z',
  },
  argTypes: { role: { control: 'inline-radio', options: profileRoles } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Seller: Story = {
  name: 'Vendeur',
  tags: ['screenshot'],
  args: {
    actions: (
      <Button asChild variant="outline">
        <a href="/profile/edit">Modifier le profil</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vendeur Premium')).toBeVisible();
    await expect(canvas.getByText('AD')).toBeVisible();
    await expect(canvas.getByText('15 mars 2024')).toHaveAttribute('datetime', '2024-03-15T10:00:00.000Z');
    await expect(canvas.getByRole('heading', { name: 'Awa Diop' })).toBeVisible();
  },
};

export const Customer: Story = {
  name: 'Cliente',
  args: { role: 'customer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Client Premium')).toBeVisible();
  },
};

export const WithAvatar: Story = {
  name: 'Avec photo',
  args: { avatarUrl: avatar },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', avatar);
    await expect(canvasElement.querySelector('[data-slot="profile-card-initials"]')).toBeNull();
  },
};

export const MissingFields: Story = {
  name: 'Champs manquants',
  tags: ['screenshot'],
  args: { firstName: 'Moussa', lastName: '', phone: null, role: 'customer' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Non renseigné')).toHaveLength(2);
    await expect(canvas.getByText('M')).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Chargement du profil')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  args: {
    firstName: 'Marie-Françoise Ndèye Coumba',
    lastName: 'Ndiaye-Sarr de la Maison Teranga',
    email: 'marie-francoise.ndeye-coumba.ndiaye-sarr@boutique-teranga-dakar.sn',
  },
};

export const Mobile: Story = {
  name: 'Téléphone',
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  name: 'Thème sombre',
  // Chromatic shoots every story in its dark mode: this copy stays a local screenshot test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { theme: 'dark' },
  tags: ['screenshot'],
};
