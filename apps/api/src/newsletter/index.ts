// The newsletter: subscribe, confirm, unsubscribe; their shared rate limit.
export { createNewsletterHandlers } from './newsletter.handlers.js';
export { newsletterRules } from './newsletter.rules.js';
