import { messages } from '../catalogue.js';
import { type Labels, shared } from './shared.js';

const priceTexts = { unavailable: messages.product.priceUnavailable, compare: shared.comparePrice } as const;
export const priceLabels: Labels<typeof priceTexts> = priceTexts;
