// The customer's wishlist: handlers and the rules before the contract's schema.
export { createWishlistHandlers } from './wishlist.handlers.js';
export { wishlistRules } from './wishlist.rules.js';
