// Delivery addresses of a customer's account: handlers and the rules before the contract's schema.
export { createAddressHandlers } from './addresses.handlers.js';
export { addressRules } from './addresses.rules.js';
