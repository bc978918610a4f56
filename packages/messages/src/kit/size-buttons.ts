import { cartMessages } from '../cart/specification.js';
import { type Labels, shared } from './shared.js';

/** A sold-out size stays shown, struck through and disabled; its name says why (the document's 'Rupture de stock'). */
const sizeButtonsTexts = { legend: shared.size, soldOut: cartMessages.outOfStockLong } as const;
export const sizeButtonsLabels: Labels<typeof sizeButtonsTexts> = sizeButtonsTexts;
