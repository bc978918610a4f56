import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Une case à cocher Radix avec son libellé, et l’état intermédiaire (`indeterminate`).\n\n**Quand l’utiliser** : un choix oui/non indépendant (se souvenir de moi, accepter les conditions), une sélection de lignes.\n\n**Quand ne pas l’utiliser** : pour un choix unique parmi plusieurs (boutons radio) ; pour une action immédiate (un interrupteur ou un `Button`).\n\n**Accessibilité** : un vrai rôle `checkbox` nommé par son libellé ; Espace coche ; l’état `mixed` est annoncé pour `indeterminate`.';

const meta = {
  title: 'Composants/Formulaires/Case à cocher',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-formulaires-checkbox',
  parameters: { docs: { description: { component: usage } } },
  component: Checkbox,
  args: { label: 'Se souvenir de moi', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = { name: 'Non cochée' };
export const Checked: Story = { name: 'Cochée', args: { defaultChecked: true } };
export const ToggleWithLabelAndKeyboard: Story = {
  name: 'Cocher par l’intitulé et au clavier',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Se souvenir de moi'));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};
