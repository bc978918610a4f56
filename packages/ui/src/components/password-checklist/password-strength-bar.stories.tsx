import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordStrengthBar } from './password-checklist';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Une barre et un mot sous un nouveau mot de passe : Faible ou Fort, selon la règle passée (`strengthOf` ; par défaut Fort à partir de 8 caractères). Rien ne s’affiche tant que le champ est vide.\n\n**Quand l’utiliser** : sous le nouveau mot de passe d’une réinitialisation (`ResetPasswordForm`) ou d’un changement de mot de passe.\n\n**Quand ne pas l’utiliser** : à la connexion ; quand plusieurs règles doivent toutes être respectées (`PasswordChecklist` les nomme une à une).\n\n**Accessibilité** : la barre est cachée aux lecteurs d’écran ; le mot qui la suit est lu, précédé de « Force du mot de passe : », et annoncé poliment (`aria-live="polite"`) quand il change ; la force est écrite, pas seulement colorée.';

const meta = {
  title: 'Composants/Formulaires/Force du mot de passe',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-comptes-passwordstrengthbar',
  parameters: { docs: { description: { component: usage } } },
  component: PasswordStrengthBar,
  tags: ['screenshot'],
  args: { password: 'wax' },
} satisfies Meta<typeof PasswordStrengthBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Weak: Story = { name: 'Faible' };
export const Strong: Story = { name: 'Fort', args: { password: 'Ndaanaan-2026' } };
