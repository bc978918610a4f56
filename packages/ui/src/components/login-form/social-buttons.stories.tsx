import type { Meta, StoryObj } from '@storybook/react-vite';
import { SocialButtons } from './social-buttons';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Les boutons de connexion avec Google et Facebook, seulement ceux de `providers` (ceux que le serveur a configurés).\n\n**Quand l’utiliser** : à côté des formulaires de connexion et d’inscription.\n\n**Quand ne pas l’utiliser** : pour lier un compte depuis le profil ; pour les liens vers les réseaux (ceux du `Footer`).\n\n**Accessibilité** : de vrais boutons nommés par leur fournisseur, le logo étant décoratif ; désactivés (`disabled`) pendant une connexion en cours.';

const meta = {
  title: 'Motifs/Compte/Connexion Google et Facebook',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-comptes-socialbuttons',
  parameters: { docs: { description: { component: usage } } },
  component: SocialButtons,
  tags: ['screenshot'],
  args: { onSocial: () => undefined },
} satisfies Meta<typeof SocialButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Both: Story = { name: 'Les deux' };
export const Disabled: Story = { name: 'Désactivé', args: { disabled: true } };
