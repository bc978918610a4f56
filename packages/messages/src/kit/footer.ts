import { helpTitles } from '../storefront/layout.js';
import * as words from '../words.js';
import type { Labels } from './shared.js';

const footerTexts = {
  brandName: words.shopName,
  brandText:
    'La mode africaine en ligne : wax, bazin et créations traditionnelles de créateurs sénégalais, livrées chez vous.',
  quickLinks: 'Liens rapides',
  about: 'À propos',
  contact: words.contact,
  faq: 'FAQ',
  shippingInfo: helpTitles.shipping,
  customerService: 'Service client',
  returns: words.returns,
  sizeGuide: helpTitles.sizeGuide,
  facebook: 'Teranga sur Facebook',
  instagram: 'Teranga sur Instagram',
  twitter: 'Teranga sur X (Twitter)',
  social: 'Réseaux sociaux',
  copyright: '© {year} {brand}. Tous droits réservés.',
} as const;
export const footerLabels: Labels<typeof footerTexts> = footerTexts;
