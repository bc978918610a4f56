import { cartMessages } from '../cart/specification.js';
import type { Labels } from './shared.js';

const addedToCartPopupTexts = {
  title: cartMessages.addedPopup,
  viewCart: 'Voir le panier',
  continue: 'Continuer',
  size: 'Taille {size}',
  quantity: 'Qté {quantity}',
} as const;
export const addedToCartPopupLabels: Labels<typeof addedToCartPopupTexts> = addedToCartPopupTexts;
