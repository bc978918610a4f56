import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Footer, type FooterHrefs } from './footer';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le pied de page de la boutique : la marque et son texte, les réseaux sociaux, Liens rapides, Service client, l’inscription à la newsletter et la mention © de l’année.\n\n**Quand l’utiliser** : en bas de chaque page de la boutique.\n\n**Quand ne pas l’utiliser** : pour la navigation principale (`Header`) ; pour le pied d’une carte ou d’un formulaire ; dans une page d’erreur minimale.\n\n**Accessibilité** : un `footer` (le repère `contentinfo`) ; chaque groupe de liens est une région `nav` nommée par son titre `h2` ; les icônes sociales sont des liens nommés (« Teranga sur Facebook »), l’icône étant décorative ; la liste des réseaux est nommée ; le champ de newsletter a son libellé et ses erreurs (`NewsletterForm`).';

/** A shop's addresses for the two link columns, as an app gives them (the kit has none of its own). */
const shopHrefs: FooterHrefs = {
  about: '/a-propos',
  contact: '/contact',
  faq: '/faq',
  shipping: '/livraison',
  returns: '/retours',
  sizeGuide: '/guide-des-tailles',
};

const meta = {
  title: 'Motifs/Cadre du site/Pied de page',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-navigation-footer',
  component: Footer,
  args: { newsletter: { onSubscribe: fn() }, hrefs: shopHrefs },
  parameters: { docs: { description: { component: usage } }, layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  name: 'Bureau',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const quick = canvas.getByRole('navigation', { name: 'Liens rapides' });
    await expect(quick).toHaveTextContent('À propos');
    await expect(canvas.getByRole('link', { name: 'Guide des tailles' })).toHaveAttribute(
      'href',
      '/guide-des-tailles',
    );
    await expect(canvas.getByRole('link', { name: 'Teranga sur Facebook' })).toBeVisible();
    await expect(canvas.getByText('© 2025 Teranga. Tous droits réservés.')).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Téléphone',
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  tags: ['screenshot'],
  globals: { viewport: { value: 'mobile' } },
};

export const Newsletter: Story = {
  name: 'Lettre d’information',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Adresse e-mail'), 'fatou@teranga.sn');
    await userEvent.click(canvas.getByRole('button', { name: 'S’abonner' }));
    const newsletter = args.newsletter === false ? undefined : args.newsletter;
    await expect(newsletter?.onSubscribe).toHaveBeenCalledWith('fatou@teranga.sn');
  },
};

export const RouterLinks: Story = {
  name: 'Liens du routeur',
  args: {
    renderLink: ({ href, children, ...rest }) => (
      <a href={`#${href}`} data-router="oui" {...rest}>
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Retours' })).toHaveAttribute('data-router', 'oui');
  },
};

export const WithoutNewsletter: Story = {
  name: 'Sans lettre d’information',
  args: { newsletter: false, year: 2026 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'S’abonner' })).not.toBeInTheDocument();
    await expect(canvas.getByText('© 2026 Teranga. Tous droits réservés.')).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  args: {
    brandText:
      'Teranga réunit des couturières, des tisserands et des bijoutiers du Sénégal, de la Côte d’Ivoire et du Mali pour vous proposer des pièces uniques, cousues à la main et livrées partout en Afrique de l’Ouest et en Europe.',
    sections: [
      {
        title: 'Informations pratiques et conditions',
        links: [
          { label: 'Conditions générales de vente et d’utilisation', href: '/cgv' },
          { label: 'Politique de confidentialité et cookies', href: '/confidentialite' },
        ],
      },
    ],
  },
};

export const Dark: Story = {
  name: 'Thème sombre',
  // Chromatic shoots every story in its dark mode: this copy stays a local screenshot test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { theme: 'dark' },
  tags: ['screenshot'],
};
