import { productMessages } from '../catalogue/specification.js';
import { type Labels, shared } from './shared.js';

const priceTexts = { unavailable: productMessages.priceUnavailable, compare: shared.comparePrice } as const;
export const priceLabels: Labels<typeof priceTexts> = priceTexts;
