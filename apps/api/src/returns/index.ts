// Returns: the customer's request, the seller's answer, the refund; their rules and the photos' rate limit.
export { RETURN_MAIL_JOB, returnMailer } from './return-mails.js';
export { createReturnHandlers } from './returns.handlers.js';
export { returnRules } from './returns.rules.js';
