import { type Labels, shared } from './shared.js';

const statusesTexts = shared.statuses;
export const statusesLabels: Labels<typeof statusesTexts> = statusesTexts;

const activityStatusesTexts = { active: 'Actif', draft: 'Inactif', archived: 'Inactif' } as const;
export const activityStatusesLabels: Labels<typeof activityStatusesTexts> = activityStatusesTexts;
