import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './password-field';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Un champ de mot de passe (un `TextField`) avec un bouton œil qui affiche ou masque ce qui est tapé.\n\n**Quand l’utiliser** : tout mot de passe : connexion, inscription, réinitialisation ; passez `autoComplete="new-password"` pour un mot de passe qu’on crée (par défaut `current-password`).\n\n**Quand ne pas l’utiliser** : pour une valeur qui n’est pas secrète (`TextField`) ; pour dire les règles d’un nouveau mot de passe (ajoutez `PasswordChecklist`).\n\n**Accessibilité** : le libellé est un vrai `<label>` ; le bouton œil suit le champ dans l’ordre de tabulation : c’est un bouton à bascule (`aria-pressed`) nommé « Afficher le mot de passe » ou « Masquer le mot de passe » ; l’erreur est reliée par `aria-describedby`, annoncée, et le champ passe `aria-invalid`.';

const meta = {
  title: 'Composants/Formulaires/Champ mot de passe',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-formulaires-passwordfield',
  parameters: {
    docs: { description: { component: usage } },
    // The eye button's name once the password shows (the story that shows it), not while it is hidden.
    docsCheck: { notDrawn: ['hideLabel'] },
  },
  component: PasswordField,
  args: { label: 'Mot de passe', defaultValue: 'Secret12' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = { name: 'Masqué' };
export const ShowAndHide: Story = {
  name: 'Afficher et masquer',
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mot de passe');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const WithError: Story = {
  name: 'Avec erreur',
  args: { error: 'Veuillez saisir votre mot de passe', defaultValue: '' },
};
