// Product reviews: writing, answering, staff moderation; their rules and the writing rate limit.
export { createReviewHandlers } from './reviews.handlers.js';
export { reviewRules } from './reviews.rules.js';
