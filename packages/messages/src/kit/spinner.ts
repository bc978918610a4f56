import { type Labels, shared } from './shared.js';

const spinnerTexts = { label: shared.loading } as const;
export const spinnerLabels: Labels<typeof spinnerTexts> = spinnerTexts;
