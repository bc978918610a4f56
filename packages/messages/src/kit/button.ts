import { type Labels, shared } from './shared.js';

const buttonTexts = { loading: shared.loading } as const;
export const buttonLabels: Labels<typeof buttonTexts> = buttonTexts;
