import type { RuleMap } from '../http/route-rules.js';

/** Subscribe, confirm and unsubscribe share one limit per client address: each sends a mail or tries a token. */
export const newsletterRules = {
  subscribeNewsletter: { rateLimit: 'newsletter' },
  confirmNewsletter: { rateLimit: 'newsletter' },
  unsubscribeNewsletter: { rateLimit: 'newsletter' },
} satisfies RuleMap;
