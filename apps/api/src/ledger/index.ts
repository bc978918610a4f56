// Sellers' balances and their entries.
export { createLedgerHandlers } from './ledger.handlers.js';
