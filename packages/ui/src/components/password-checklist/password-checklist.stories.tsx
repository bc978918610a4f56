import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyPasswordRules } from '../../internal/story-fixtures';
import { PasswordChecklist, PasswordStrengthBar } from './password-checklist';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La liste des règles d’un nouveau mot de passe, cochées une à une pendant la saisie ; les règles et leurs textes viennent de `passwordRules` (@teranga/headless).\n\n**Quand l’utiliser** : sous le champ d’un mot de passe qu’on crée (inscription, changement de mot de passe), pour dire ce qui manque encore.\n\n**Quand ne pas l’utiliser** : à la connexion (on n’impose pas de règles à un mot de passe existant) ; pour une simple jauge Faible/Fort (`PasswordStrengthBar`) ; pour l’erreur d’un champ (celle du `TextField`).\n\n**Accessibilité** : une vraie liste ; chaque règle dit en texte caché, pour les lecteurs d’écran, si elle est « respectée » ou « non respectée » : l’icône et la couleur ne sont pas seules à le dire ; donnez-lui un `id` et reliez-la au champ par `aria-describedby` (comme `RegisterForm`) pour qu’elle soit lue avec lui.';

const meta = {
  title: 'Composants/Formulaires/Règles du mot de passe',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-formulaires-passwordchecklist',
  parameters: { docs: { description: { component: usage } } },
  component: PasswordChecklist,
  // The app passes `passwordRules(password)` from @teranga/headless; the stories, the same rules for 'teranga1'.
  args: { rules: storyPasswordRules('teranga1') },
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyMet: Story = {
  name: 'En partie respectées',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Au moins 6 caractères').closest('li')).toHaveAttribute(
      'data-state',
      'met',
    );
    await expect(canvas.getByText('Au moins une majuscule (A-Z)').closest('li')).toHaveAttribute(
      'data-state',
      'unmet',
    );
  },
};
export const Empty: Story = { name: 'Vide', args: { rules: storyPasswordRules('') } };
export const StrengthWeak: Story = {
  name: 'Force : faible',
  render: () => <PasswordStrengthBar password="Abc123" />,
};
export const StrengthStrong: Story = {
  name: 'Force : fort',
  render: () => <PasswordStrengthBar password="Abcdef12" />,
};
