import { type Labels, shared } from './shared.js';

const stockIndicatorTexts = shared.stock;
export const stockIndicatorLabels: Labels<typeof stockIndicatorTexts> = stockIndicatorTexts;
