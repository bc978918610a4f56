import { type Labels, productCount } from './shared.js';

/** '0 produit', '1 produit', '2 produits': a category's or a listing's count */
const productCountTexts = productCount;
export const productCountLabels: Labels<typeof productCountTexts> = productCountTexts;
