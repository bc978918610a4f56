// Temporary home while orders/stock.ts is reshaped for per-variant stock; moved here when that lands.
export * from '../orders/stock.js';
