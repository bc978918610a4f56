import { type Labels, shared } from './shared.js';

const alertBannerTexts = { retry: shared.retry, dismiss: shared.close } as const;
export const alertBannerLabels: Labels<typeof alertBannerTexts> = alertBannerTexts;
