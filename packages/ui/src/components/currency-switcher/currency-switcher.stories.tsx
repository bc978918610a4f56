import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CurrencySwitcher, currencyCodes } from './currency-switcher';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le choix de la devise d’affichage (XOF, EUR, USD) en boutons compacts, drapeaux en option (`showFlags`).\n\n**Quand l’utiliser** : dans l’en-tête ou le pied de page, pour voir les prix dans une autre devise.\n\n**Quand ne pas l’utiliser** : pour la devise d’un paiement ou d’un prix saisi par le vendeur (un champ de formulaire) ; pour plus d’une poignée de devises (un `select`).\n\n**Accessibilité** : un `radiogroup` nommé (« Devise » ; `hideLabel` le masque à l’écran, il reste lu), chaque bouton un `radio` nommé par la devise en toutes lettres (« Franc CFA ») ; une seule tabulation ; les flèches déplacent le focus sans changer de devise (la page n’est pas recalculée au passage), Espace ou Entrée choisit ; le drapeau décrit le bouton (`aria-describedby`) sans changer son nom.';

const meta = {
  title: 'Composants/Actions/Sélecteur de devise',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-currencyswitcher',
  parameters: { docs: { description: { component: usage } } },
  component: CurrencySwitcher,
  args: { onValueChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: currencyCodes },
    defaultValue: { control: 'inline-radio', options: currencyCodes },
  },
} satisfies Meta<typeof CurrencySwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Devise' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Franc CFA' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Franc CFA' })).toHaveTextContent('CFA');
  },
};

export const SwitchCurrency: Story = {
  name: 'Changer de devise',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Euro' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('EUR');
    await expect(canvas.getByRole('radio', { name: 'Euro' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Franc CFA' })).not.toBeChecked();
  },
};

export const ChosenCannotBeUnset: Story = {
  name: 'Un choix ne s’annule pas',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Franc CFA' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Franc CFA' })).toBeChecked();
  },
};

export const Keyboard: Story = {
  name: 'Au clavier',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Franc CFA' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dollar américain' })).toHaveFocus();
    // Passing over a currency does not choose it (no repricing on the way): Space does.
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('USD');
    await expect(canvas.getByRole('radio', { name: 'Dollar américain' })).toBeChecked();
  },
};

export const WithFlags: Story = {
  name: 'Avec drapeaux',
  args: { showFlags: true, defaultValue: 'EUR' },
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    // Images with text alternatives, not emoji (empty boxes where no emoji font exists); the names stay the currencies'.
    const euro = canvas.getByRole('radio', { name: 'Euro' });
    await expect(euro).toHaveAccessibleDescription('Drapeau de l’Union européenne');
    await expect(canvas.getByRole('radio', { name: 'Franc CFA' })).toHaveAccessibleDescription(
      'Drapeau du Sénégal',
    );
    await expect(canvas.getByRole('img', { name: 'Drapeau des États-Unis' })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio.textContent ?? '').not.toMatch(/\p{Regional_Indicator}/u);
    }
  },
};

export const HiddenLabel: Story = {
  name: 'Intitulé caché',
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Devise' })).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  args: {
    label: "Devise d'affichage des prix (indicative)",
    currencies: [
      { code: 'XOF', label: 'Franc CFA (BCEAO)', name: 'Franc CFA' },
      { code: 'EUR', label: 'Euro', name: 'Euro' },
      { code: 'USD', label: 'Dollar américain', name: 'Dollar américain' },
    ],
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
