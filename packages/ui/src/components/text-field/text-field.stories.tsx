import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DoDont } from '../../internal/story-fixtures';
import { TextField } from './text-field';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Un champ de saisie avec son libellé, une aide et une erreur en français.\n\n**Quand l’utiliser** : une valeur libre d’une ligne (nom, e-mail, téléphone, prix) dans un formulaire.\n\n**Quand ne pas l’utiliser** : pour un mot de passe (`PasswordField`) ; pour une liste fermée de choix (un select, des boutons radio) ; pour des mots-clés (`TagInput`).\n\n**Accessibilité** : le libellé est un vrai `<label>` ; l’erreur est reliée par `aria-describedby` et le champ passe `aria-invalid` ; rien de ce qui est tapé n’est perdu quand une erreur s’affiche.';

const meta = {
  title: 'Composants/Formulaires/Champ de texte',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-formulaires-textfield',
  parameters: { docs: { description: { component: usage } } },
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'vous@exemple.sn' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut' };
export const WithHint: Story = {
  name: 'Avec aide',
  args: { hint: "L'email ne peut pas être modifié", disabled: true, value: 'awa@teranga.sn' },
};
export const WithError: Story = {
  name: 'Avec erreur',
  args: { error: 'Format email invalide', defaultValue: 'awa@' },
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Format email invalide');
  },
};
export const Typing: Story = {
  name: 'Saisie',
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'awa@teranga.sn');
    await expect(input).toHaveValue('awa@teranga.sn');
  },
};

// A designer's rule with its pictures: both sides are the real component (no controls: the examples are fixed).
export const DoAndDont: Story = {
  name: 'À faire, à éviter',
  parameters: { controls: { disable: true } },
  render: () => (
    <DoDont
      doThis={{
        example: (
          <TextField
            label="Téléphone"
            defaultValue="77 12"
            error="Saisissez les 9 chiffres du numéro, par exemple 77 123 45 67"
          />
        ),
        why: 'Un message qui dit quoi corriger, avec un exemple de ce qui est attendu.',
      }}
      avoid={{
        example: <TextField label="Téléphone" defaultValue="77 12" error="Champ invalide" />,
        why: '« Champ invalide » : la personne devine ce qui ne va pas.',
      }}
    />
  ),
};
