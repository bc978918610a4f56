import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { mobile, pageOverflowsSideways, useArgState } from '../../internal/story-fixtures';
import { type ChoiceGroupHandle, SizeButtons } from './size-buttons';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le choix de la taille : un bouton par taille ; une taille épuisée reste affichée, barrée, et ne se choisit pas ; son nom se termine par « Rupture de stock ».\n\n**Quand l’utiliser** : sur la fiche produit, avant l’ajout au panier.\n\n**Quand ne pas l’utiliser** : pour la couleur (`ColorSwatches`) ; pour une longue liste de valeurs (une liste déroulante) ; pour une action (`Button`).\n\n**Accessibilité** : un groupe radio nommé « Taille » ; un seul arrêt de tabulation, sur la taille choisie (sinon la première disponible) ; les flèches, Début et Fin choisissent en sautant les tailles épuisées, qui restent lues comme désactivées ; le choix est dit par `aria-checked`, pas seulement par la couleur.';

const meta = {
  title: 'Composants/Produit/Choix de taille',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-produit-sizebuttons',
  parameters: { docs: { description: { component: usage } } },
  component: SizeButtons,
  args: {
    options: [{ value: 'S' }, { value: 'M' }, { value: 'L' }, { value: 'XL', disabled: true }],
    onValueChange: fn(),
  },
  // The chosen size is one of the story's sizes: a choice, not free text.
  argTypes: { value: { control: 'select', options: ['S', 'M', 'L', 'XL'] } },
  render: function Controlled(args) {
    const [value, setValue] = useArgState(args.value);
    return (
      <SizeButtons
        {...args}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          args.onValueChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof SizeButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut' };
export const Chosen: Story = { name: 'Choisi', args: { value: 'M' }, tags: ['screenshot'] };
export const ChooseSize: Story = {
  name: 'Choisir une taille',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'L' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('L');
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'XL, Rupture de stock' })).toBeDisabled();
  },
};

/** A product whose sizes keep their own stock: the sold-out ones stay visible, disabled, and say so. */
export const SoldOutSizes: Story = {
  name: 'Tailles épuisées',
  args: {
    options: [
      { value: 'S', disabled: true },
      { value: 'M' },
      { value: 'L', disabled: true },
      { value: 'XL' },
    ],
    value: 'M',
  },
  tags: ['screenshot'],
  play: async ({ args, canvas }) => {
    const small = canvas.getByRole('radio', { name: 'S, Rupture de stock' });
    await expect(small).toBeVisible();
    await expect(small).toBeDisabled();
    await expect(small).toHaveAttribute('title', 'Rupture de stock');
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'XL' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('XL');
    await expect(canvas.getByRole('radio', { name: 'L, Rupture de stock' })).not.toBeChecked();
  },
};

export const ChooseWithArrowKeys: Story = {
  name: 'Choisir avec les flèches',
  args: { value: 'L' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radiogroup', { name: 'Taille' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'L' })).toHaveFocus();
    // XL is out of stock: the arrow skips it and wraps to S, which is chosen as it gets the focus.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'S' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('S');
    await expect(canvas.getByRole('radio', { name: 'S' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'L' })).not.toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}{Home}');
    await expect(canvas.getByRole('radio', { name: 'S' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'S' })).toBeChecked();
  },
};

/**
 * « Ajouter au panier » pressed with no size chosen: the prompt shows under the sizes, the group is marked invalid and
 * described by it, and the page moves the focus into the group; choosing a size is up to the page (the prompt goes).
 */
export const AskedToChoose: Story = {
  name: 'Choix demandé',
  args: { prompt: 'Veuillez choisir une taille' },
  render: function AskedToChoose(args) {
    const group = useRef<ChoiceGroupHandle>(null);
    return (
      <>
        <SizeButtons {...args} ref={group} />
        <button type="button" onClick={() => group.current?.focus()}>
          Ajouter au panier
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const sizes = canvas.getByRole('radiogroup', { name: 'Taille' });
    const prompt = canvas.getByText('Veuillez choisir une taille');
    await expect(sizes).toHaveAttribute('aria-invalid', 'true');
    await expect(sizes).toHaveAccessibleDescription('Veuillez choisir une taille');
    await expect(prompt).toBeVisible();
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(canvas.getByRole('radio', { name: 'S' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  name: 'Téléphone',
  globals: mobile,
  args: {
    options: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', 'Sur mesure'].map((value) => ({ value })),
  },
  play: async () => {
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
