import * as words from '../words.js';
import { type Labels, shared } from './shared.js';

/** `label` names the region, Radix puts the key that leads there in `{hotkey}` (F8); `announce` precedes each toast read out */
const toasterTexts = {
  label: 'Notifications ({hotkey})',
  announce: words.notification,
  close: shared.close,
} as const;
export const toasterLabels: Labels<typeof toasterTexts> = toasterTexts;
