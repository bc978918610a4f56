// Seller area: products, forms, shop, order sheets, returns, reviews, payouts.
export { packingSlipLabels, sellerOrderSheetTexts } from './order-sheets.js';
export { payoutMessages } from './payouts.js';
export { imageUploadLabels, sellerFormMessages } from './product-forms.js';
export { sellerApiMessages } from './product-refusals.js';
export { sellerReturnTexts } from './returns.js';
export { sellerReviewTexts } from './reviews.js';
export { sellerAreaMessages } from './seller-area.js';
export { SHOP_DESCRIPTION_MAX, sellerShopTexts, shopApiMessages } from './shops.js';
export { productFormMessages, sellerProductMessages } from './specification.js';
