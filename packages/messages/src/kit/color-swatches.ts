import { type Labels, shared } from './shared.js';

const colorSwatchesTexts = { legend: shared.color } as const;
export const colorSwatchesLabels: Labels<typeof colorSwatchesTexts> = colorSwatchesTexts;
