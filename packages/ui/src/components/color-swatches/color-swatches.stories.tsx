import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobile, pageOverflowsSideways, useArgState } from '../../internal/story-fixtures';
import { ColorSwatches } from './color-swatches';

const colours = [
  { value: 'indigo', label: 'Indigo', hex: '#233D7B' },
  { value: 'ocre', label: 'Ocre', hex: '#C8862A' },
  { value: 'bogolan', label: 'Bogolan', hex: '#5B3A29' },
  { value: 'blanc', label: 'Blanc cassé', hex: '#F6EFE3', disabled: true },
];

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le choix d’une couleur : une pastille ronde par couleur ; le nom de la couleur choisie s’écrit à côté du titre.\n\n**Quand l’utiliser** : sur une fiche produit, pour choisir la couleur d’une variante.\n\n**Quand ne pas l’utiliser** : pour la taille (`SizeButtons`) ; pour filtrer une liste par couleurs (plusieurs choix : des cases à cocher) ; quand une seule couleur existe (écrivez-la).\n\n**Accessibilité** : un `radiogroup` nommé par son titre, chaque pastille un `radio` nommé par sa couleur (la teinte ne porte jamais seule le sens) ; une seule tabulation sur le groupe ; les flèches, Début et Fin choisissent, en sautant les couleurs désactivées.';

const meta = {
  title: 'Composants/Produit/Pastilles de couleur',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-produit-colorswatches',
  parameters: { docs: { description: { component: usage } } },
  component: ColorSwatches,
  args: { options: colours, onValueChange: fn() },
  // The chosen colour is one of the story's colours: a choice, not free text.
  argTypes: { value: { control: 'select', options: colours.map((colour) => colour.value) } },
  render: function Controlled(args) {
    const [value, setValue] = useArgState(args.value);
    return (
      <ColorSwatches
        {...args}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          args.onValueChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof ColorSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut' };
export const Chosen: Story = { name: 'Choisi', args: { value: 'ocre' }, tags: ['screenshot'] };
export const ChooseWithMouseAndArrows: Story = {
  name: 'Choisir à la souris et aux flèches',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Indigo' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('indigo');
    await expect(canvas.getByText(': Indigo')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Ocre' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ocre');
    await expect(canvas.getByRole('radio', { name: 'Blanc cassé' })).toBeDisabled();
  },
};

/** A colour to choose before adding: the prompt under the swatches describes the group, marked invalid. */
export const AskedToChoose: Story = {
  name: 'Choix demandé',
  args: { prompt: 'Veuillez choisir une couleur' },
  play: async ({ args, canvas }) => {
    const colours = canvas.getByRole('radiogroup', { name: 'Couleur' });
    await expect(colours).toHaveAttribute('aria-invalid', 'true');
    await expect(colours).toHaveAccessibleDescription('Veuillez choisir une couleur');
    await expect(canvas.getByText('Veuillez choisir une couleur')).toBeVisible();
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  name: 'Téléphone',
  globals: mobile,
  play: async () => {
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
