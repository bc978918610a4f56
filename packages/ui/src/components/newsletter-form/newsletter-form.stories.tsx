import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NewsletterForm } from './newsletter-form';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'L’inscription à la newsletter : un champ e-mail et « S’abonner » ; l’adresse est vérifiée puis passée en minuscules à `onSubscribe`. En carte (`surface`) ou nue dans le pied de page (`inline`).\n\n**Quand l’utiliser** : dans le `Footer`, ou seule dans un bloc de l’accueil.\n\n**Quand ne pas l’utiliser** : pour créer un compte (`RegisterForm`) ; pour un formulaire de contact à plusieurs champs.\n\n**Accessibilité** : un formulaire nommé par son titre ; le champ a son `label`, `type="email"` et `autocomplete="email"` ; une adresse vide ou invalide affiche une erreur reliée et annoncée, sans effacer ce qui est tapé ; pendant l’envoi le bouton est `aria-busy` ; le succès est annoncé poliment (`role="status"`).';

const meta = {
  title: 'Composants/Formulaires/NewsletterForm',
  parameters: { docs: { description: { component: usage } } },
  component: NewsletterForm,
  args: { onSubscribe: fn() },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut', tags: ['screenshot'] };
export const Mobile: Story = {
  name: 'Téléphone',
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
};

export const Subscribes: Story = {
  name: 'Inscription',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Adresse e-mail'), '  Awa@Teranga.SN ');
    await userEvent.click(canvas.getByRole('button', { name: 'S’abonner' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('awa@teranga.sn');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Merci !');
    await expect(canvas.getByLabelText('Adresse e-mail')).toHaveValue('');
  },
};

export const RequiresAnEmail: Story = {
  name: 'E-mail obligatoire',
  tags: ['screenshot'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'S’abonner' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('L’email est requis');
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const RejectsAnInvalidEmail: Story = {
  name: 'Refuse un e-mail invalide',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Adresse e-mail'), 'awa@teranga');
    await userEvent.click(canvas.getByRole('button', { name: 'S’abonner' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Format email invalide');
    await expect(canvas.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const ServerFailure: Story = {
  name: 'Échec du serveur',
  args: {
    onSubscribe: fn(async () =>
      Promise.reject(new Error('Erreur de réseau. Vérifiez votre connexion internet.')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Adresse e-mail'), 'awa@teranga.sn');
    await userEvent.click(canvas.getByRole('button', { name: 'S’abonner' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Erreur de réseau. Vérifiez votre connexion internet.',
      ),
    );
  },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  args: {
    labels: {
      title: 'Recevez en avant-première les nouvelles collections de wax, de bazin brodé et de bogolan',
      text: 'Une lettre mensuelle avec les portraits des couturières de Dakar, de Thiès et de Saint-Louis, les ventes privées et les conseils d’entretien de vos tissus.',
    },
  },
};

export const Dark: Story = {
  name: 'Thème sombre',
  // Chromatic shoots every story in its dark mode: this copy stays a local screenshot test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { theme: 'dark' },
  tags: ['screenshot'],
};
