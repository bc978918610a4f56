import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VerificationCard, verificationKinds } from './verification-card';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Si l’e-mail ou le téléphone du compte est vérifié : icône, titre, adresse ou numéro, et une étiquette Vérifié ou Non vérifié.\n\n**Quand l’utiliser** : sur la page du profil, à côté de `ProfileCard`, une carte par moyen de contact.\n\n**Quand ne pas l’utiliser** : pour lancer la vérification (un `Button` ou un lien à côté) ; pour un autre statut (`Badge`).\n\n**Accessibilité** : une région nommée par son titre (de niveau 3) ; l’état est écrit (« Vérifié », « Non vérifié »), l’icône et la couleur ne font que le souligner ; rien à focaliser.';

const meta = {
  title: 'Motifs/Compte/Vérification du compte',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-verificationcard',
  parameters: { docs: { description: { component: usage } } },
  component: VerificationCard,
  args: { kind: 'email', verified: true, value: 'awa.diop@teranga.sn' },
  argTypes: {
    kind: { control: 'inline-radio', options: verificationKinds },
    // Shown on an unverified card: its control shows when « verified » is off.
    unverifiedLabel: { if: { arg: 'verified', truthy: false } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VerificationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailVerified: Story = {
  name: 'E-mail vérifié',
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Email' });
    await expect(card).toHaveTextContent('Vérifié');
    await expect(card).toHaveAttribute('data-variant', 'verified');
  },
};

export const PhoneNotVerified: Story = {
  name: 'Téléphone non vérifié',
  args: { kind: 'phone', verified: false, value: '+221 77 123 45 67' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Téléphone' });
    await expect(card).toHaveTextContent('Non vérifié');
    await expect(card).toHaveAttribute('data-variant', 'unverified');
  },
};

export const BothCards: Story = {
  name: 'Les deux cartes',
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <VerificationCard kind="email" verified value="awa.diop@teranga.sn" />
      <VerificationCard kind="phone" verified={false} value="+221 77 123 45 67" />
    </div>
  ),
};

export const WithoutValue: Story = {
  name: 'Sans valeur',
  args: { kind: 'phone', verified: false, value: null },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  args: {
    title: 'Adresse électronique principale du compte',
    value: 'marie-francoise.ndeye-coumba.ndiaye-sarr@boutique-teranga-dakar.sn',
    verified: false,
    unverifiedLabel: 'Vérification en attente',
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
  globals: { theme: 'dark' },
  tags: ['screenshot'],
  render: BothCards.render,
};
