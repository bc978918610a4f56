import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useArgState } from '../../internal/story-fixtures';
import { QuantityStepper } from './quantity-stepper';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Moins, la quantité, plus : la quantité d’un article, jamais sous `min` (1) ni au-dessus de `max` (le stock).\n\n**Quand l’utiliser** : sur la fiche produit avant l’ajout au panier, et sur chaque ligne du panier (`CartLine`).\n\n**Quand ne pas l’utiliser** : pour une grande quantité qu’on tape (un `TextField` numérique) ; pour un choix parmi des valeurs nommées (`SizeButtons`).\n\n**Accessibilité** : un groupe (`<fieldset>`) à la légende cachée « Quantité » ; deux vrais boutons nommés « Diminuer la quantité » et « Augmenter la quantité », désactivés aux bornes ; la valeur est un `<output>` annoncé poliment quand elle change.';

const meta = {
  title: 'Composants/Produit/Sélecteur de quantité',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-produit-quantitystepper',
  parameters: { docs: { description: { component: usage } } },
  component: QuantityStepper,
  args: { value: 1, max: 3, onChange: fn() },
  // The buttons move the value, and so does typing in its control (the story follows the arg when it changes).
  render: function Controlled(args) {
    const [value, setValue] = useArgState(args.value);
    return (
      <QuantityStepper
        {...args}
        value={value}
        onChange={(n) => {
          setValue(n);
          args.onChange(n);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut' };
export const FloorAndCeiling: Story = {
  name: 'Plancher et plafond',
  play: async ({ canvas }) => {
    const minus = canvas.getByRole('button', { name: 'Diminuer la quantité' });
    const plus = canvas.getByRole('button', { name: 'Augmenter la quantité' });
    await expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await expect(plus).toBeDisabled();
    await userEvent.click(minus);
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
  },
};
export const OutOfStock: Story = { name: 'Rupture de stock', args: { disabled: true } };
