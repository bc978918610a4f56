export { accountMessages } from './account.js';
export { addressTexts } from './addresses.js';
export {
  catalogueMessages,
  frameworkMessages,
  httpMessages,
  identityMessages,
  mediaMessages,
  validationMessages,
} from './api.js';
export { appMessages } from './app.js';
export { bellPartTexts } from './bell-parts.js';
export { cashOnDeliveryTexts } from './cash-on-delivery.js';
export {
  backendConnectionError,
  categoriesLoadError,
  httpErrorMessage,
  messages,
  noResultsFor,
  verificationServerErrorMessage,
} from './catalogue.js';
export { checkoutDeliveryTexts } from './checkout-delivery.js';
export { checkoutPaymentTexts } from './checkout-payment.js';
export { deliveryDeskTexts, deliveryMessages } from './delivery.js';
export { listingFilterTexts, searchSuggestionTexts } from './finding.js';
export {
  kitAccountLabels,
  kitLabels,
  kitReferenceLabels,
  kitSellerLabels,
  type Labels,
} from './kit/index.js';
export { kitAdoptionMessages } from './kit-adoption.js';
export { mailMessages } from './mail.js';
export { newsletterTexts, oauthErrorTexts } from './newsletter.js';
export { jobLogMessages, operatorMessages } from './operator.js';
export {
  orderMailMessages,
  orderMessages,
  orderRefundMailMessages,
  paymentLogMessages,
  paymentProviderMessages,
} from './orders.js';
export { ordersShopTexts } from './orders-shop.js';
export { passwordAnswers } from './password-answers.js';
export { payOnDeliveryConfirmation } from './pay-on-delivery.js';
export { payoutMessages } from './payouts.js';
export { fill, type PluralText, plural } from './plural.js';
export { processMessages } from './processes.js';
export { productChoiceTexts } from './product-choices.js';
export { guillemets, innerQuotes } from './quotes.js';
export {
  customerReturnTexts,
  returnBellTexts,
  returnCardLabels,
  returnMailTexts,
  returnRuleTexts,
  returnStatusLabels,
  sellerReturnTexts,
  staffReturnTexts,
} from './returns.js';
export {
  customerReviewTexts,
  ratingInputLabels,
  reviewRuleTexts,
  reviewTexts,
  sellerReviewTexts,
  staffReviewTexts,
} from './reviews.js';
export { scaleOperatorMessages } from './scale.js';
export { sellerApiMessages } from './seller.js';
export { sellerAreaMessages } from './seller-area.js';
export { imageUploadLabels, sellerFormMessages } from './seller-forms.js';
export {
  SHOP_DESCRIPTION_MAX,
  sellerShopTexts,
  shopApiMessages,
  shopFrontTexts,
} from './seller-shops.js';
export {
  carrierLabels,
  customerOrderTexts,
  packingSlipLabels,
  sellerOrderSheetTexts,
  shipmentMailTexts,
  shipmentRuleTexts,
} from './shipments.js';
export { shopTexts } from './shop.js';
export { shopPageTexts } from './shop-pages.js';
export { sizeGuideTexts } from './size-guide.js';
export { soldByText } from './sold-by.js';
export { helpPageTexts, storefrontTexts } from './storefront.js';
export {
  bellTexts,
  helpTitles,
  newsletterAnswers,
  newsletterFormTexts,
  notificationsTexts,
  shippingTexts,
  stockTexts,
  wishlistNoteTexts,
} from './storefront-layout.js';
export { storefrontRoughTexts } from './storefront-rough.js';
