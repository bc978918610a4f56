export { productBodyFromForm } from './product-form.js';
export { createSellerProductHandlers } from './seller-products.handlers.js';
export { createSellerProductRules } from './seller-products.rules.js';
