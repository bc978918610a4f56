import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Icon } from '../../internal/icons';
import { Button } from '../button/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

interface ShowcaseArgs {
  defaultOpen?: boolean;
  onSelect: (choice: string) => void;
}

/** A seller's product actions: two groups under labels, a separator, a disabled item and a critical one. */
function ProductActions({ defaultOpen, onSelect }: ShowcaseArgs) {
  return (
    <div style={{ minHeight: 320 }}>
      <DropdownMenu defaultOpen={defaultOpen} modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            Actions
            <Icon name="chevronDown" size={16} />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuGroup>
            <DropdownMenuLabel>Produit</DropdownMenuLabel>
            <DropdownMenuItem onSelect={() => onSelect('modifier')}>
              <Icon name="edit" size={16} />
              Modifier
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onSelect('vedette')}>
              <Icon name="star" size={16} />
              Mettre en vedette
            </DropdownMenuItem>
            <DropdownMenuItem disabled onSelect={() => onSelect('dupliquer')}>
              Dupliquer (bientôt)
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuLabel>Boutique</DropdownMenuLabel>
            <DropdownMenuItem asChild>
              <a href="/product/1">Voir en boutique</a>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onSelect('supprimer')}>
              <Icon name="trash" size={16} />
              Supprimer
            </DropdownMenuItem>
          </DropdownMenuGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Un menu d’actions ou de liens ouvert depuis un bouton (Radix DropdownMenu, à l’allure du kit), composé de ses parties : `DropdownMenu` > `DropdownMenuTrigger` + `DropdownMenuContent` > `DropdownMenuItem`, `DropdownMenuLabel`, `DropdownMenuGroup`, `DropdownMenuSeparator`. Les menus Catégories et compte de l’en-tête en sont faits.\n\n**Quand l’utiliser** : plusieurs actions secondaires sur un même objet (une ligne de produit), la navigation d’un compte, une liste de liens trop longue pour la barre (les Catégories de l’en-tête).\n\n**Quand ne pas l’utiliser** : pour choisir une valeur d’un formulaire (un `select` ou des boutons radio : `SizeButtons`, `CurrencySwitcher`) ; pour une seule action (un `Button`) ; pour l’action principale d’une page, qui doit rester visible.\n\n**Accessibilité** : le bouton annonce `aria-haspopup="menu"` et son état (`aria-expanded`) ; flèches haut et bas pour se déplacer, une lettre pour sauter à l’élément, Entrée ou Espace pour choisir, Échap pour fermer et rendre le focus au bouton. Un élément désactivé est sauté au clavier et annoncé comme tel. Un bouton sans texte (`DropdownMenuTrigger` sans enfant) s’appelle « Plus d’actions » par défaut (`label`). Le thème du `ThemeProvider` le plus proche atteint le portail.';

const meta = {
  title: 'Composants/Actions/Menu déroulant',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-overlays-dropdownmenu',
  component: ProductActions,
  args: { onSelect: fn() },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof ProductActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  name: 'Fermé',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open, with its groups, labels, separator and a disabled item, as a designer reviews it. */
export const OpenWithGroups: Story = {
  name: 'Ouvert, par groupes',
  tags: ['screenshot'],
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    await expect(screen.getAllByRole('group')).toHaveLength(2);
    await expect(screen.getByRole('separator')).toBeInTheDocument();
    await expect(screen.getByRole('menuitem', { name: 'Dupliquer (bientôt)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(menu).toBeVisible());
  },
};

/** The keyboard path: ArrowDown opens on the first item, the disabled item is skipped, Escape gives the focus back. */
export const KeyboardSkipsDisabledItem: Story = {
  name: 'Le clavier saute l’élément désactivé',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const first = await screen.findByRole('menuitem', { name: 'Modifier' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Voir en boutique' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('vedette');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** A pointer choice; a disabled item does nothing. */
export const PointerChoice: Story = {
  name: 'Choix au pointeur',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dupliquer (bientôt)' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    await expect(args.onSelect).toHaveBeenCalledWith('supprimer');
  },
};

/** Dark: the portal takes the theme of the story's ThemeProvider, with no prop. */
export const Dark: Story = {
  name: 'Thème sombre',
  tags: ['screenshot'],
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    // The dark theme's surface (#211913), not the light one's white.
    await expect(getComputedStyle(menu).backgroundColor).toBe('rgb(33, 25, 19)');
  },
};

/** A trigger without text: the "more" button, named 'Plus d’actions' by the catalogue unless `label` says otherwise. */
export const IconTrigger: Story = {
  name: 'Déclencheur icône',
  render: ({ onSelect }) => (
    <div style={{ minHeight: 200 }}>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger />
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => onSelect('partager')}>Partager</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onSelect('signaler')}>Signaler</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Plus d’actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Signaler' }));
    await expect(args.onSelect).toHaveBeenCalledWith('signaler');
  },
};
