import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DoDont } from '../../internal/story-fixtures';
import { Button, buttonSizes, buttonVariants } from './button';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le bouton d’action du kit : variantes `solid`, `outline`, `ghost`, `accent`, `critical`, trois tailles, état `loading` avec spinner.\n\n**Quand l’utiliser** : une action sur la page (ajouter au panier, enregistrer, confirmer) ; une seule variante `solid` par zone pour l’action principale.\n\n**Quand ne pas l’utiliser** : pour aller vers une autre page (un lien, `renderLink`) ; pour choisir parmi des options (`SizeButtons`, `Checkbox`) ; pour une icône seule sans nom.\n\n**Accessibilité** : un vrai `<button>` : Entrée et Espace l’activent, le focus est visible (anneau de la couleur `border.focus`) ; en `loading` il porte `aria-busy` et refuse un second clic ; un bouton icône porte un `aria-label` en français.';

const meta = {
  title: 'Composants/Actions/Bouton',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-button',
  parameters: { docs: { description: { component: usage } } },
  component: Button,
  args: { children: 'Ajouter au panier', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    // Read by screen readers while the button loads: its control shows when « loading » is on.
    loadingLabel: { if: { arg: 'loading' } },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = { name: 'Plein' };

export const Variants: Story = {
  name: 'Variantes',
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  name: 'Tailles',
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes
        .filter((size) => size !== 'icon')
        .map((size) => (
          <Button key={size} {...args} size={size}>
            Taille {size}
          </Button>
        ))}
    </div>
  ),
};

export const ClickCallsBack: Story = {
  // A test, not a showcase: run by the story tests, kept out of the sidebar and the docs page.
  tags: ['!dev', '!autodocs', 'test'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivates: Story = {
  name: 'Activation au clavier',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  tags: ['screenshot'],
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    // The click left it focused (it stays focusable while loading): the screenshot shows it at rest.
    button.blur();
  },
};

/** A form whose button loads once it is sent, as the shop's forms do while the server answers. */
function SendingForm({ onSubmit }: { onSubmit: () => void }) {
  const [sending, setSending] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setSending(true);
      }}
    >
      <input aria-label="Ville" defaultValue="Dakar" />
      <Button type="submit" loading={sending}>
        Enregistrer
      </Button>
    </form>
  );
}

// Pressed with Entrée, a loading button keeps the keyboard's focus (a disabled one would drop it on <body>), and a
// second press sends nothing more, nor Entrée in the form's field.
export const KeepsFocusWhileLoading: Story = {
  name: 'Chargement au clavier',
  tags: ['!dev', '!autodocs', 'test'],
  render: (args) => <SendingForm onSubmit={args.onClick as () => void} />,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: /Enregistrer/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
    // Entrée in a field sends the form through its button, which refuses it while it loads.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ville' }), '{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = { name: 'Désactivé', args: { disabled: true } };

export const AsLink: Story = {
  name: 'En lien',
  args: { asChild: true, variant: 'outline', children: <a href="#catalogue">Parcourir</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Parcourir' });
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  args: { children: 'Enregistrer les modifications et revenir à la liste des produits', fullWidth: true },
};

export const Mobile: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'mobile' } },
  args: { fullWidth: true, size: 'lg' },
};

export const Dark: Story = {
  name: 'Thème sombre',
  globals: { theme: 'dark' },
  tags: ['screenshot'],
  render: Variants.render,
};

// A designer's rule with its pictures: both sides are the real component (no controls: the examples are fixed).
export const DoAndDont: Story = {
  name: 'À faire, à éviter',
  parameters: { controls: { disable: true } },
  render: () => (
    <DoDont
      doThis={{
        example: (
          <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
            <Button>Payer</Button>
            <Button variant="outline">Continuer mes achats</Button>
          </div>
        ),
        why: 'Une seule action principale (solid) par zone ; les autres en outline ou ghost.',
      }}
      avoid={{
        example: (
          <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
            <Button>Payer</Button>
            <Button>Vider le panier</Button>
            <Button>Continuer mes achats</Button>
          </div>
        ),
        why: 'Trois boutons pleins côte à côte : plus rien ne dit quelle action compte, et « Vider » se clique par erreur.',
      }}
    />
  ),
};
