// Payouts of sellers' balances.
export { createPayoutHandlers } from './payouts.handlers.js';
