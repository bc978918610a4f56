import * as words from '../words.js';
import { type Labels, shared } from './shared.js';

const statusesTexts = shared.statuses;
export const statusesLabels: Labels<typeof statusesTexts> = statusesTexts;

const activityStatusesTexts = {
  active: words.active,
  draft: words.inactive,
  archived: words.inactive,
} as const;
export const activityStatusesLabels: Labels<typeof activityStatusesTexts> = activityStatusesTexts;
