import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TagInput } from './tag-input';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Des mots-clés tapés un à un et ajoutés avec Entrée : sans espaces autour, jamais vides, jamais deux fois ; chaque étiquette se retire par son bouton.\n\n**Quand l’utiliser** : les tags d’un produit dans le formulaire du vendeur ; toute courte liste de mots libres.\n\n**Quand ne pas l’utiliser** : pour choisir dans une liste fermée (cases à cocher, `FilterBar`) ; pour une seule valeur (`TextField`).\n\n**Accessibilité** : le champ a un vrai libellé et une aide reliée (« Appuyez sur Entrée pour ajouter un tag. ») ; Entrée ajoute sans envoyer le formulaire et Retour arrière, dans un champ vide, retire la dernière étiquette ; chaque bouton de retrait est nommé avec son tag (« Retirer le tag wax ») ; l’erreur est reliée, annoncée (`role="alert"`) et le champ passe `aria-invalid`.';

const meta = {
  title: 'Composants/Formulaires/Saisie de mots-clés',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-vendeur-taginput',
  parameters: { docs: { description: { component: usage } } },
  component: TagInput,
  args: { onChange: fn(), defaultValue: ['wax', 'coton'] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut', tags: ['screenshot'] };

export const Empty: Story = { name: 'Vide', args: { defaultValue: [] } };

export const EnterAddsTrimmedTag: Story = {
  name: 'Entrée ajoute le mot-clé',
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Tags');
    await userEvent.type(input, '  bazin brodé  {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['wax', 'coton', 'bazin brodé']);
    await expect(canvas.getByText('bazin brodé')).toBeVisible();
    await expect(input).toHaveValue('');
  },
};

export const DuplicateAndEmptyIgnored: Story = {
  name: 'Doublons et vides ignorés',
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Tags');
    await userEvent.type(input, ' wax {Enter}');
    await userEvent.type(input, '   {Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('wax')).toHaveLength(1);
    await expect(input).toHaveValue('');
  },
};

export const NormalizeProp: Story = {
  name: 'Normalisation',
  args: { normalize: (raw: string) => raw.trim().toLowerCase() },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Tags');
    await userEvent.type(input, 'WAX{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(input, 'Kente{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['wax', 'coton', 'kente']);
  },
};

export const RemoveChip: Story = {
  name: 'Retirer une puce',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer le tag wax' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['coton']);
    await expect(canvas.queryByText('wax')).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  name: 'Clavier seul',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retirer le tag wax' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['coton']);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Tags')).toHaveFocus();
    await userEvent.keyboard('lin{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['coton', 'lin']);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['coton']);
  },
};

const submitForm = fn();

export const EnterDoesNotSubmitForm: Story = {
  name: 'Entrée n’envoie pas le formulaire',
  render: (args) => (
    <form
      aria-label="Produit"
      onSubmit={(event) => {
        event.preventDefault();
        submitForm();
      }}
    >
      <TagInput {...args} />
    </form>
  ),
  play: async ({ args, canvas }) => {
    submitForm.mockClear();
    await userEvent.type(canvas.getByLabelText('Tags'), 'soie{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['wax', 'coton', 'soie']);
    await expect(submitForm).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  name: 'Avec erreur',
  args: { defaultValue: [], error: 'Ajoutez au moins un tag' },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  args: {
    label: 'Mots-clés qui aideront les clientes et les clients à trouver ce produit',
    defaultValue: ['tenue traditionnelle sénégalaise pour cérémonies', 'bogolan', 'fait main à Dakar'],
  },
};

export const Disabled: Story = { name: 'Désactivé', args: { disabled: true } };

export const Mobile: Story = {
  name: 'Téléphone',
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  name: 'Thème sombre',
  // Chromatic shoots every story in its dark mode: this copy stays a local screenshot test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { theme: 'dark' },
  tags: ['screenshot'],
};
