// Orders: placement, the customer's and the seller's views, tracking; their rules and tracking's rate limit.
export { createOrderHandlers, ORDER_MAIL_JOB, orderMailer } from './orders.handlers.js';
export { orderRules } from './orders.rules.js';
