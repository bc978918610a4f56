import { type Labels, shared } from './shared.js';

const dialogTexts = { close: shared.close } as const;
export const dialogLabels: Labels<typeof dialogTexts> = dialogTexts;
