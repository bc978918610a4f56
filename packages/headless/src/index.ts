// Root entry: rules and machines, no DOM and no React (the server imports it too).

export {
  DELIVERY_ADDRESS_FIELDS,
  type DeliveryAddressErrors,
  type DeliveryAddressField,
  type DeliveryAddressValues,
  EMPTY_DELIVERY_ADDRESS,
  isDeliveryAddressValid,
  normalizeDeliveryAddress,
  validateDeliveryAddress,
} from './addresses/delivery-address.js';
export {
  type AuthActorRef,
  type AuthContext,
  type AuthEmitted,
  type AuthEvent,
  type AuthInput,
  type AuthMachine,
  type AuthSnapshot,
  authActors,
  authMachine,
  createAuthMachine,
} from './auth/auth.machine.js';
export {
  hasPermission,
  selectDisplayName,
  selectError,
  selectIsAuthenticated,
  selectIsBusy,
  selectIsRestoring,
  selectIsSellerOrAdmin,
  selectNotice,
  selectRole,
  selectToken,
  selectUser,
} from './auth/auth.selectors.js';
export {
  clearSession,
  loadSession,
  persistSession,
  type StoredSession,
  saveSession,
} from './auth/storage.js';
export {
  checkToken,
  decodeTokenPayload,
  isTokenUsable,
  msUntilExpiry,
  TOKEN_MIN_LENGTH,
  type TokenCheck,
  type TokenPayload,
  type TokenProblem,
} from './auth/token.js';
export {
  type CartActorRef,
  type CartContext,
  type CartEvent,
  type CartInput,
  type CartMachine,
  type CartSnapshot,
  cartMachine,
} from './cart/cart.machine.js';
export {
  type CartLineView,
  type CartLineViewOptions,
  cartLineView,
  selectCountBadge as selectCartCountBadge,
  selectIsEmpty as selectCartIsEmpty,
  selectIsOpen as selectCartIsOpen,
  selectItems as selectCartItems,
  selectLastAdded,
  selectLastAddedUnits,
  selectShipping,
  selectShippingLabel,
  selectSubtotal,
  selectTotal,
  selectTotalItems,
} from './cart/cart.selectors.js';
export { persistCart, restoreCart } from './cart/cart.storage.js';
export {
  buildCartItem,
  type CartItem,
  type CartItemOptions,
  DEFAULT_MAX_QUANTITY,
  parsePrice,
  productImage,
  productImageSrcSet,
} from './cart/cart-item.js';
export {
  addCappedMessage,
  addLine,
  canIncrement,
  cartTotals,
  decrementLine,
  incrementLine,
  lineRoom,
  lineTotal,
  payBlockedReason,
  refreshLineStock,
  removeLine,
  SHIPPING_FLAT_EUR,
  setLineQuantity,
  shippingFor,
  unitsAdded,
} from './cart/cart-lines.js';
export {
  type Availability,
  availabilityFromInventory,
  availabilityLabel,
  IN_STOCK_ABOVE,
  isPurchasable,
  maxQuantityFromInventory,
} from './catalogue/availability.js';
export { type CardBadge, cardBadges, POPULAR_ABOVE_SOLD, type TagTone, tagTone } from './catalogue/badges.js';
export { COUNT_BADGE_CAP, cartTooltip, countBadge, wishlistTooltip } from './catalogue/count-badge.js';
export { discountPercent } from './catalogue/discount.js';
export {
  hasRefinements,
  type ListingRefinements,
  MAX_FILTER_CFA,
  parseCfa,
  REFINEMENT_PARAMS,
  type RefinementQuery,
  readRefinements,
  refinementQuery,
  writeRefinements,
} from './catalogue/listing-refinements.js';
export {
  type ChoiceSource,
  type ChosenOptions,
  choicesAtStart,
  missingChoices,
  needsChoiceBeforeAdding,
  type ProductChoice,
} from './catalogue/product-choices.js';
export {
  type CategoryNotice,
  categoryNotices,
  nextQuickStatus,
  type ProductStatus,
  productCreatedMessage,
} from './catalogue/product-status.js';
export { initials, profileValue, roleLabel } from './catalogue/profile.js';
export {
  ADULT_SIZES,
  CHILD_SIZES,
  SHOE_SIZES,
  type SizeGuideKind,
  sizeChoices,
  sizeGuideKind,
} from './catalogue/size-ranges.js';
export { generateSku, shouldGenerateSku } from './catalogue/sku.js';
export { soldOutColors, soldOutSizes } from './catalogue/sold-out-sizes.js';
export {
  inventoryFor,
  isProductInStock,
  sizeVariants,
  variantFor,
  variantUnits,
} from './catalogue/stock.js';
export {
  isForAudience,
  productAudiences,
  TRADITIONAL_AUDIENCES,
  type TraditionalAudience,
} from './catalogue/traditional-audience.js';
export {
  type CheckoutClient,
  checkoutActors,
  createCheckoutMachine,
  orderBodyOf,
  orderLines,
} from './checkout/checkout.actors.js';
export { hasCheckoutInProgress } from './checkout/checkout.lazy.js';
export {
  CHECKOUT_DELAYS,
  CHECKOUT_LOGIN_PATH,
  CHECKOUT_RETURN_PATH,
  type CheckoutActorRef,
  type CheckoutAttempt,
  type CheckoutContext,
  type CheckoutEmitted,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutMachine,
  type CheckoutOrder,
  type CheckoutOutcome,
  type CheckoutPaths,
  type CheckoutSnapshot,
  checkoutMachine,
  checkoutTexts,
  newIdempotencyKey,
  ORDER_CONFIRMATION_PATH,
  type OrderLine,
  orderConfirmationPath,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentStatus,
  type PlaceOrderInput,
  QUOTE_DEBOUNCE_MS,
} from './checkout/checkout.machine.js';
export {
  selectCheckoutError,
  selectCheckoutOrder,
  selectConfirmation,
  selectIsAwaitingPayment,
  selectIsConfirmed,
  selectIsPaying,
  selectIsPendingSignIn,
  selectIsProcessing,
  selectPayButtonLabel,
  selectPayer,
  selectPayerErrors,
  selectPaymentMethod,
} from './checkout/checkout.selectors.js';
export { type CheckoutWiring, type RunningCheckout, startCheckout } from './checkout/checkout.start.js';
export { persistCheckout, restoreCheckout } from './checkout/checkout.storage.js';
export {
  type CheckoutDeliveryOption,
  type CheckoutDeliveryQuote,
  type CheckoutPickupPoint,
  chooseDeliveryOption,
  chosenDeliveryOption,
  type DeliveryChoice,
  type DeliveryQuoteInput,
  deliveryRefusal,
  EMPTY_DELIVERY_CHOICE,
  reconcileDeliveryChoice,
  typedAddressErrors,
  typedAddressOf,
} from './checkout/delivery-step.js';
export {
  type CheckoutDeliveryView,
  deliveryOptionItem,
  deliveryPriceEur,
  deliveryZoneText,
  expectedDeliveryText,
  formatDeliveryDate,
  selectDelivery,
} from './checkout/delivery-view.js';
export { offeredPaymentMethod } from './checkout/offered-payment-method.js';
export {
  EMPTY_PAYER,
  isPayerValid,
  normalizePayerPhone,
  type PayerDetails,
  type PayerErrors,
  type PayerField,
  payerFromAccount,
  payerPhoneRefusal,
  prefillPayer,
  validatePayer,
} from './checkout/payer.js';
export {
  type AuthSession,
  errorMessage,
  errorStatus,
  type HeadlessAuthClient,
  type HeadlessClient,
  type HeadlessDeliveryClient,
  type HeadlessOrdersClient,
  type HeadlessUser,
  type HeadlessWishlistClient,
  type LoginPayload,
  type ProfileFields,
  serverErrorMessage,
  userId,
  type WishlistItem,
  type WishlistProduct,
} from './client.js';
export {
  CURRENCIES,
  type Currency,
  type CurrencyCode,
  convert,
  EUR_TO_USD,
  formatCartPrice,
  formatCfa,
  formatConverted,
  formatMoney,
  formatNumber,
  payableXof,
  USD_TO_EUR,
  XOF_PER_UNIT,
} from './money/currency.js';
export {
  collectsCash,
  customerMayCancel,
  isOrderStatus,
  isPartStatus,
  nextSellerStatuses,
  ORDER_STATUSES,
  type OrderStatusValue,
  orderStatusLabel,
  orderStatusOf,
  PART_STATUSES,
  type PartStatusValue,
  trackingDates,
  trackingStep,
} from './orders/order-status.js';
export {
  isReturnStatus,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_MAX,
  RETURN_STATUSES,
  RETURN_WINDOW_DAYS,
  type ReturnStatusValue,
  returnAnswerDueAt,
  returnDateText,
  returnWindowEndsAt,
  returnWindowRefusal,
  validateReturnReason,
} from './orders/returns.js';
export {
  CARRIERS,
  type Carrier,
  carrierLabel,
  HAND_DELIVERY,
  isCarrier,
  normaliseTrackingNumber,
  type ShipmentErrors,
  type ShipmentInput,
  TRACKING_NUMBER_MAX,
  TRACKING_NUMBER_MIN,
  validateShipment,
} from './orders/shipment.js';
export {
  cleanReviewText,
  isReviewRating,
  REVIEW_PAGE_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type ReviewField,
  reviewAverage,
  validateReview,
  validateReviewAnswer,
} from './reviews/review-rules.js';
export {
  HIDDEN_SELLER_STATUSES,
  isSellerHidden,
  SELLER_STATUSES,
  sellerDecisionRefusal,
} from './sellers/seller-status.js';
export {
  normalizeShopDescription,
  SHOP_DESCRIPTION_MAX,
  shopDescriptionProblem,
  shopDescriptionRemaining,
} from './sellers/shop-description.js';
export {
  DELIVERY_KINDS,
  type ListsExactly,
  ORDER_EVENT_TYPES,
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
  PRODUCT_STATUSES,
  REFUND_STATUSES,
  ROLES,
  VARIANT_TYPES,
} from './shared/contract-enums.js';
export {
  ADDRESS_BOOK_MAX,
  ADDRESS_FIELD_MAX_LENGTH,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE_MAX,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from './shared/limits.js';
export { DEFAULT_SHOP_PATHS, type ShopPaths, shopPaths } from './shared/paths.js';
export { type Persistence, persist } from './shared/persist.js';
export { formatPhone } from './shared/phone.js';
export type { ProductImageLike, ProductInventoryLike, ProductLike, VariantLike } from './shared/product.js';
export {
  browserStorage,
  createMemoryStorage,
  type HeadlessStorage,
  memoryStorage,
  STORAGE_KEYS,
  type StorageLike,
} from './shared/storage.js';
export { frenchSpacing } from './shared/typography.js';
export { createSessionBridge, type SessionBridge } from './shop/session-bridge.js';
export { createShop, type NavigateListener, type Shop, type ShopOptions } from './shop/shop.js';
export {
  createSignInReturnMachine,
  LOGIN_PATH,
  parseUserParam,
  readSignInReturn,
  type SignInReturnActorRef,
  type SignInReturnContext,
  type SignInReturnEmitted,
  type SignInReturnInput,
  type SignInReturnMachine,
  type SignInReturnParams,
  type SignInReturnSnapshot,
  signInReturnActors,
  signInReturnMachine,
  verificationErrorMessage,
} from './sign-in-return/sign-in-return.machine.js';
export {
  type SignInReturnStatus,
  selectSignInReturnError,
  selectSignInReturnStatus,
  selectSignInReturnUser,
} from './sign-in-return/sign-in-return.selectors.js';
export { createSignInReturn } from './sign-in-return/sign-in-return.shop.js';
export { persistSignInReturn, restoreSignInReturn } from './sign-in-return/sign-in-return.storage.js';
export { beginSocialSignIn, type SocialSignInTarget } from './sign-in-return/social-sign-in.js';
export { forgotPasswordClosesOn, TIMINGS } from './timings.js';
export { ID_LENGTH, ID_PATTERN, isValidId, validateProductId } from './validation/ids.js';
export {
  LOGIN_PASSWORD_MIN_LENGTH,
  type LoginField,
  type LoginInput,
  type MessageSet,
  normalizeLogin,
  validateLogin,
} from './validation/login.js';
export {
  comparePriceRefusal,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  MAX_PRODUCT_IMAGES,
  numberInput,
  type ProductDraft,
  type ProductField,
  type ProductValidation,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  SKU_MIN_LENGTH,
  validateProductCreate,
  validateProductEdit,
} from './validation/product.js';
export {
  type PickedImage,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  type SortedImages,
  sortPickedImages,
} from './validation/product-images.js';
export {
  ACCOUNT_TYPES,
  type AccountType,
  type Address,
  DEFAULT_ADDRESS,
  DEFAULT_PHONE,
  isValidEmail,
  isValidSenegalPhone,
  normalizeRegistration,
  type PasswordRule,
  type PasswordRuleCheck,
  passwordRules,
  passwordRulesMessage,
  REGISTRATION_PASSWORD_MIN_LENGTH,
  type RegistrationField,
  type RegistrationInput,
  type RegistrationPayload,
  selfServiceRole,
  validateRegistration,
} from './validation/registration.js';
export {
  passwordStrength,
  RESET_PASSWORD_MIN_LENGTH,
  type ResetPasswordField,
  type ResetPasswordInput,
  validateResetPassword,
} from './validation/reset-password.js';
export type { ValidationResult } from './validation/result.js';
export { searchTerm } from './validation/search.js';
export { addTag, normalizeTags, removeTag } from './validation/tags.js';
export {
  type VariantDraft,
  type VariantProblem,
  variantKey,
  variantProblems,
  variantRefusals,
} from './validation/variants.js';
export {
  createWishlistMachine,
  type ToggleOutcome,
  WISHLIST_LOGIN_PATH,
  type WishlistActorRef,
  type WishlistContext,
  type WishlistEmitted,
  type WishlistEvent,
  type WishlistInput,
  type WishlistMachine,
  type WishlistSnapshot,
  WishlistStepError,
  wishlistActors,
  wishlistMachine,
  wishlistProductId,
} from './wishlist/wishlist.machine.js';
export {
  selectFavoriteIds,
  selectIsFavorite,
  selectLoginPromptOpen,
  selectWishlistBadge,
  selectWishlistCount,
  selectWishlistError,
  selectWishlistIsBusy,
  selectWishlistIsLoading,
  selectWishlistItems,
  selectWishlistNoteDraft,
  selectWishlistTooltip,
} from './wishlist/wishlist.selectors.js';
export { persistWishlist, restoreWishlist } from './wishlist/wishlist.storage.js';
