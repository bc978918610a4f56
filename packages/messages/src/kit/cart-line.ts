import { cartMessages } from '../cart/specification.js';
import { type Labels, shared } from './shared.js';

const cartLineTexts = {
  remove: 'Retirer {name} du panier',
  size: shared.size,
  color: shared.color,
  stock: { ...shared.stock, out_of_stock: cartMessages.outOfStock },
} as const;
export const cartLineLabels: Labels<typeof cartLineTexts> = cartLineTexts;
