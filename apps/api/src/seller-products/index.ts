export { productBodyFromForm } from './product-form.js';
export { createSellerProductHandlers } from './seller-products.handlers.js';
export { registerSellerProductRules } from './seller-request-rules.js';
