import { helpTitles } from '../storefront/layout.js';
import * as words from '../words.js';
/** The product page's size guide (clothing only): the adults' table is the help page's (storefront.ts). */
export const sizeGuideTexts = {
  button: helpTitles.sizeGuide,
  title: helpTitles.sizeGuide,
  close: words.close,
  childLead:
    'Les tailles enfant suivent l’âge : mesurez votre enfant et, entre deux âges, choisissez le plus grand.',
  childCaption: 'Tailles enfant : stature, tour de poitrine et de taille en centimètres',
  childColumns: ['Âge', 'Stature (cm)', 'Poitrine (cm)', 'Taille (cm)'],
  childRows: [
    ['2 ans', '86 – 92', '52 – 54', '50 – 52'],
    ['4 ans', '98 – 104', '55 – 57', '52 – 54'],
    ['6 ans', '110 – 116', '58 – 61', '54 – 56'],
    ['8 ans', '122 – 128', '62 – 65', '56 – 58'],
    ['10 ans', '134 – 140', '66 – 70', '58 – 61'],
    ['12 ans', '146 – 152', '71 – 76', '61 – 64'],
  ],
} as const;
