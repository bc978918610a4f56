// Payments (Wave, Orange Money, cash on delivery), their webhook and refunds.
export { createPaymentHandlers } from './payments.handlers.js';
export { createPayments } from './payments.js';
export { paymentRules } from './payments.rules.js';
export { recordRefund } from './refunds.js';
