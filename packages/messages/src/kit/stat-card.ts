import * as words from '../words.js';
import type { Labels } from './shared.js';

const statCardTexts = { loading: words.loadingStats } as const;
export const statCardLabels: Labels<typeof statCardTexts> = statCardTexts;
