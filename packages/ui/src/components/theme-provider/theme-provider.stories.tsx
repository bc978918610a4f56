import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { darkTheme, lightTheme, systemTheme } from '../../tokens/themes.css';
import { Button } from '../button/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../dialog/dialog';
import { ThemeProvider } from './theme-provider';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Pose un thème (`lightTheme`, `darkTheme`, `systemTheme` ou celui d’une boutique) sur une partie de la page, et le transmet aux dialogues et aux menus du kit ouverts depuis cette partie, rendus sous `<body>`.\n\n**Quand l’utiliser** : une zone d’un autre thème que la page (un bandeau sombre sur une page claire) ; une application qui ne peut pas poser la classe du thème sur `<html>`.\n\n**Quand ne pas l’utiliser** : pour le thème de toute la boutique, qui va sur `<html>` (voir Fondations, Thème de marque) ; pour changer seulement une couleur de marque (les variables CSS `--teranga-…`).\n\n**Accessibilité** : un simple `<div>` sans rôle, qui ne change ni l’ordre de lecture ni le focus ; les dialogues et menus ouverts depuis la zone prennent son thème, dont les contrastes de texte sont mesurés (page Tokens) : un dialogue ne s’ouvre pas en clair sur une zone sombre.';

const meta = {
  title: 'Fondations/Fournisseur de thème',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-themeprovider',
  parameters: { docs: { description: { component: usage } } },
  component: ThemeProvider,
  // The control offers the kit's three themes by name rather than their generated class names.
  args: { theme: 'darkTheme' },
  argTypes: {
    theme: {
      control: 'inline-radio',
      options: ['lightTheme', 'darkTheme', 'systemTheme'],
      mapping: { lightTheme, darkTheme, systemTheme },
    },
  },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Un bandeau sombre sur la page claire que dessine Storybook : son bouton et le dialogue qu’il ouvre sont sombres. */
export const DarkPartOfALightPage: Story = {
  name: 'Partie sombre d’une page claire',
  render: (args) => (
    <>
      <p>Page claire</p>
      <ThemeProvider {...args} style={{ padding: '1rem' }}>
        <p>Bandeau sombre : la collection Tabaski</p>
        <Dialog>
          <DialogTrigger asChild>
            <Button>Voir la livraison</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>Livraison au Sénégal</DialogTitle>
            <DialogDescription>Nos ateliers expédient depuis Dakar sous 48 heures.</DialogDescription>
            <p>Le dialogue prend le thème du bandeau.</p>
          </DialogContent>
        </Dialog>
      </ThemeProvider>
    </>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Voir la livraison' });
    // The dark theme's brand (#9DB4EE), not the light one's indigo.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(157, 180, 238)');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Livraison au Sénégal' });
    // The dark surface (#211913), though the dialog renders under <body>, outside the band.
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(33, 25, 19)');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
  },
};
