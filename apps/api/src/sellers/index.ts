// Sellers: staff validation, shops; the staff calls' rules.
export { createSellerValidationHandlers } from './seller-validation.handlers.js';
export { sellerRules } from './sellers.rules.js';
export { createShopHandlers } from './shops.handlers.js';
