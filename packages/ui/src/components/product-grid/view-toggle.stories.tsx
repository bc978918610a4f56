import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useArgState } from '../../internal/story-fixtures';
import { ViewToggle } from './product-grid';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Deux boutons, Grille et Liste, pour l’affichage d’une liste de produits ; `ProductGrid` l’affiche dès qu’il reçoit `onViewChange`.\n\n**Quand l’utiliser** : au-dessus d’une liste de produits qu’on peut voir en grille ou en liste.\n\n**Quand ne pas l’utiliser** : pour choisir entre plus de deux vues ; pour filtrer (`FilterBar`) ; pour changer de page (des liens).\n\n**Accessibilité** : un groupe nommé « Affichage » de deux vrais boutons à bascule (`aria-pressed`) avec icône et texte ; appuyer sur la vue en cours la garde : une vue est toujours choisie.';

const meta = {
  title: 'Motifs/Catalogue/Bascule grille-liste',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-catalogue-viewtoggle',
  parameters: { docs: { description: { component: usage } } },
  component: ViewToggle,
  tags: ['screenshot'],
  args: { value: 'grid', onValueChange: () => undefined },
  render: function Controlled(args) {
    const [value, setValue] = useArgState(args.value);
    return <ViewToggle {...args} value={value} onValueChange={setValue} />;
  },
} satisfies Meta<typeof ViewToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = { name: 'Grille' };
export const SwitchToList: Story = {
  tags: ['!dev', '!autodocs', 'test', '!screenshot'],
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    const list = buttons[1];
    if (!list) throw new Error('two buttons expected');
    await userEvent.click(list);
    await expect(list).toHaveAttribute('aria-pressed', 'true');
  },
};
