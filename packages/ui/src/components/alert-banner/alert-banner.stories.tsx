import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DoDont } from '../../internal/story-fixtures';
import { Button } from '../button/button';
import { AlertBanner, alertTones } from './alert-banner';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Un message sur toute la largeur : information, succès, avertissement, erreur, avec un bouton Réessayer optionnel.\n\n**Quand l’utiliser** : une erreur de chargement d’une zone, un avertissement qui reste visible.\n\n**Quand ne pas l’utiliser** : pour un retour passager après une action (`Toaster`) ; pour l’erreur d’un champ (celle du `TextField`).\n\n**Accessibilité** : annoncé par les lecteurs d’écran (`role="alert"` pour une erreur, `status` sinon) ; l’icône n’est pas seule à porter le ton. Avec `reveal` (l’échec d’un paiement, d’un formulaire envoyé), la page défile jusqu’au bandeau et le focus s’y pose.';

const meta = {
  title: 'Composants/Retours/Bandeau d’alerte',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-retours-alertbanner',
  parameters: {
    docs: { description: { component: usage } },
    // Drawn with their buttons, given `onRetry` / `onDismiss` (the stories « Avec « Réessayer » » and « Fermer »).
    docsCheck: { notDrawn: ['retryLabel', 'dismissLabel'] },
  },
  component: AlertBanner,
  args: { children: 'Impossible de charger les produits depuis le backend', tone: 'critical' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Critical: Story = { name: 'Critique', tags: ['screenshot'] };
export const ValidationError: Story = {
  name: 'Erreur de validation',
  args: { title: 'Erreur de validation', children: 'Nom requis, Prix valide requis, Catégorie requise' },
};
export const Success: Story = {
  name: 'Réussite',
  args: { tone: 'positive', children: 'Profil mis à jour avec succès !' },
};
export const WithRetry: Story = {
  name: 'Avec « Réessayer »',
  args: { children: 'Erreur de chargement des catégories: délai dépassé', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const WithAction: Story = {
  name: 'Avec action',
  args: {
    children: 'Impossible de charger les produits depuis le backend',
    action: (
      <div>
        <Button size="sm" variant="outline">
          Retour à l'accueil
        </Button>
      </div>
    ),
  },
};
export const Dismiss: Story = {
  name: 'Fermer',
  args: { onDismiss: fn(), tone: 'caution', children: 'Session expirée. Redirection en cours...' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
export const LongText: Story = {
  name: 'Texte long',
  globals: { viewport: { value: 'mobile' } },
  args: {
    children:
      'Impossible de se connecter au serveur. Vérifiez que le backend est démarré. Erreur de réseau. Vérifiez votre connexion internet.',
  },
};

/** A failure far below the top of a phone's screen: the page scrolls to it and focus lands on it. */
export const Reveal: Story = {
  name: 'Mise en vue',
  globals: { viewport: { value: 'mobile' } },
  args: {
    reveal: true,
    children: 'Le paiement a échoué. Votre panier est conservé : vous pouvez réessayer.',
  },
  render: (args) => (
    <div>
      <div style={{ height: '150vh' }} />
      <AlertBanner {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveFocus();
    await waitFor(() => {
      const { top, bottom } = banner.getBoundingClientRect();
      expect(top >= 0 && bottom <= window.innerHeight).toBe(true);
    });
  },
};

// A designer's rule with its pictures: both sides are the real component (no controls: the examples are fixed).
export const DoAndDont: Story = {
  name: 'À faire, à éviter',
  parameters: { controls: { disable: true } },
  render: () => (
    <DoDont
      doThis={{
        example: (
          <AlertBanner tone="critical" title="Paiement refusé" onRetry={() => undefined}>
            Wave n’a pas confirmé le paiement. Votre panier est gardé : réessayez ou choisissez Orange Money.
          </AlertBanner>
        ),
        why: 'Dire ce qui s’est passé et quoi faire, avec « Réessayer » quand on peut.',
      }}
      avoid={{
        example: <AlertBanner tone="critical">Erreur 502 : Bad Gateway</AlertBanner>,
        why: 'Un code technique sans issue : la cliente ne sait ni quoi faire, ni si sa commande est passée.',
      }}
    />
  ),
};
