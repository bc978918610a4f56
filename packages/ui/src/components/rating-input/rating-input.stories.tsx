import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useArgState } from '../../internal/story-fixtures';
import { RatingInput } from './rating-input';

const usage =
  'Choisir une note de 1 à 5 étoiles, pour donner son avis sur un article reçu.\n\n**Quand l’utiliser** : dans le formulaire d’avis.\n\n**Quand ne pas l’utiliser** : pour afficher une note (prenez `Rating`).\n\n**Accessibilité** : un groupe de boutons radio Radix nommé par son libellé ; chaque étoile est nommée « n étoiles sur 5 » ; les flèches déplacent et choisissent, Tab quitte le groupe ; l’erreur est liée au groupe et annoncée.';

const meta = {
  title: 'Composants/Formulaires/Saisie de note',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-avis-ratinginput',
  parameters: {
    docs: { description: { component: usage } },
    // The field's name in a submitted form (Radix draws its hidden input only inside a <form>).
    docsCheck: { notDrawn: ['name'] },
  },
  component: RatingInput,
  args: { label: 'Votre note' },
} satisfies Meta<typeof RatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: Partial<React.ComponentProps<typeof RatingInput>>) {
  // The stars move the value, and so does its control (the story follows the arg when it changes).
  const [value, setValue] = useArgState<number | undefined>(props.value);
  return <RatingInput label="Votre note" {...props} value={value} onValueChange={setValue} />;
}

export const Empty: Story = {
  name: 'Vide',
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Votre note' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    // A click chooses; the keyboard moves the choice.
    await userEvent.click(canvas.getByRole('radio', { name: '3 étoiles sur 5' }));
    await expect(canvas.getByRole('radio', { name: '3 étoiles sur 5' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 étoiles sur 5' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 étoiles sur 5' })).toHaveFocus();
  },
};

export const Chosen: Story = { name: 'Choisi', render: (args) => <Controlled {...args} value={4} /> };

export const WithError: Story = {
  name: 'Avec erreur',
  render: (args) => <Controlled {...args} error="Choisissez une note de 1 à 5 étoiles" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Choisissez une note de 1 à 5 étoiles',
    );
  },
};
