import type { Labels } from './shared.js';

const footerTexts = {
  brandName: 'Teranga',
  brandText:
    'La mode africaine en ligne : wax, bazin et créations traditionnelles de créateurs sénégalais, livrées chez vous.',
  quickLinks: 'Liens rapides',
  about: 'À propos',
  contact: 'Contact',
  faq: 'FAQ',
  shippingInfo: 'Infos livraison',
  customerService: 'Service client',
  returns: 'Retours',
  sizeGuide: 'Guide des tailles',
  facebook: 'Teranga sur Facebook',
  instagram: 'Teranga sur Instagram',
  twitter: 'Teranga sur X (Twitter)',
  social: 'Réseaux sociaux',
  copyright: '© {year} {brand}. Tous droits réservés.',
} as const;
export const footerLabels: Labels<typeof footerTexts> = footerTexts;
