import type { Labels } from './shared.js';

const breadcrumbTexts = { label: "Fil d'Ariane" } as const;
export const breadcrumbLabels: Labels<typeof breadcrumbTexts> = breadcrumbTexts;
