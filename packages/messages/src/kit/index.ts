import { addedToCartPopupLabels } from './added-to-cart-popup.js';
import { alertBannerLabels } from './alert-banner.js';
import { balanceSummaryLabels } from './balance-summary.js';
import { breadcrumbLabels } from './breadcrumb.js';
import { buttonLabels } from './button.js';
import { cartLineLabels } from './cart-line.js';
import { cartSummaryLabels } from './cart-summary.js';
import { categoryGridLabels } from './category-grid.js';
import { colorSwatchesLabels } from './color-swatches.js';
import { confirmDialogLabels } from './confirm-dialog.js';
import { currenciesLabels, currencySwitcherLabels } from './currency-switcher.js';
import { dataTableSortLabels } from './data-table.js';
import { dialogLabels } from './dialog.js';
import { dropdownMenuLabels } from './dropdown-menu.js';
import { filterBarLabels, sortOptionsLabels } from './filter-bar.js';
import { footerLabels } from './footer.js';
import { forgotPasswordDialogLabels } from './forgot-password-dialog.js';
import { galleryLabels } from './gallery.js';
import { headerCollectionsLabels, headerLabels } from './header.js';
import { heroLabels } from './hero.js';
import { imagePickerLabels } from './image-picker.js';
import { infoBlocksLabels } from './info-blocks.js';
import { loginFormLabels } from './login-form.js';
import { loginPromptDialogLabels } from './login-prompt-dialog.js';
import { newsletterFormLabels } from './newsletter-form.js';
import { orderPartCardLabels } from './order-part-card.js';
import { orderStatusBadgeLabels, refundStatusBadgeLabels } from './order-status-badge.js';
import { orderTimelineLabels } from './order-timeline.js';
import { passwordChecklistLabels } from './password-checklist.js';
import { passwordFieldLabels } from './password-field.js';
import { passwordStrengthLabels } from './password-strength.js';
import { paymentMethodLabels } from './payment-method.js';
import { priceLabels } from './price.js';
import { productCardLabels } from './product-card.js';
import { productCountLabels } from './product-count.js';
import { productGridLabels } from './product-grid.js';
import { profileCardLabels } from './profile-card.js';
import { quantityStepperLabels } from './quantity-stepper.js';
import { ratingLabels } from './rating.js';
import { reassuranceLabels } from './reassurance.js';
import { registerFormLabels } from './register-form.js';
import { resetPasswordFormLabels } from './reset-password-form.js';
import { sellerProductTableLabels } from './seller-product-table.js';
import { sizeButtonsLabels } from './size-buttons.js';
import { spinnerLabels } from './spinner.js';
import { statCardLabels } from './stat-card.js';
import { activityStatusesLabels, statusesLabels } from './status-badge.js';
import { stockIndicatorLabels } from './stock-indicator.js';
import { tagInputLabels } from './tag-input.js';
import { toasterLabels } from './toaster.js';
import { variantRowsLabels } from './variant-rows.js';
import { verificationCardLabels } from './verification-card.js';
import { wishlistItemLabels } from './wishlist-item.js';

/** The kit's default labels (French), one group per component of @teranga/ui: every component's file together, for a server or a shop that wants them all (a browser page imports `@teranga/messages/kit/<component>`). */
export const kitLabels = {
  productCount: productCountLabels,
  addedToCartPopup: addedToCartPopupLabels,
  alertBanner: alertBannerLabels,
  breadcrumb: breadcrumbLabels,
  button: buttonLabels,
  cartLine: cartLineLabels,
  cartSummary: cartSummaryLabels,
  categoryGrid: categoryGridLabels,
  confirmDialog: confirmDialogLabels,
  colorSwatches: colorSwatchesLabels,
  currencies: currenciesLabels,
  currencySwitcher: currencySwitcherLabels,
  dialog: dialogLabels,
  filterBar: filterBarLabels,
  sortOptions: sortOptionsLabels,
  footer: footerLabels,
  forgotPasswordDialog: forgotPasswordDialogLabels,
  gallery: galleryLabels,
  header: headerLabels,
  headerCollections: headerCollectionsLabels,
  hero: heroLabels,
  infoBlocks: infoBlocksLabels,
  loginForm: loginFormLabels,
  loginPromptDialog: loginPromptDialogLabels,
  newsletterForm: newsletterFormLabels,
  passwordChecklist: passwordChecklistLabels,
  passwordField: passwordFieldLabels,
  passwordStrength: passwordStrengthLabels,
  paymentMethod: paymentMethodLabels,
  price: priceLabels,
  productCard: productCardLabels,
  productGrid: productGridLabels,
  quantityStepper: quantityStepperLabels,
  rating: ratingLabels,
  reassurance: reassuranceLabels,
  sizeButtons: sizeButtonsLabels,
  spinner: spinnerLabels,
  statuses: statusesLabels,
  activityStatuses: activityStatusesLabels,
  stockIndicator: stockIndicatorLabels,
  toaster: toasterLabels,
  wishlistItem: wishlistItemLabels,
};

/** The account and order components' labels, together. */
export const kitAccountLabels = {
  orderTimeline: orderTimelineLabels,
  profileCard: profileCardLabels,
  registerForm: registerFormLabels,
  resetPasswordForm: resetPasswordFormLabels,
  verificationCard: verificationCardLabels,
  orderStatusBadge: orderStatusBadgeLabels,
  refundStatusBadge: refundStatusBadgeLabels,
  orderPartCard: orderPartCardLabels,
  balanceSummary: balanceSummaryLabels,
};

/** The seller-area components' labels, together. */
export const kitSellerLabels = {
  dataTable: sellerProductTableLabels,
  imagePicker: imagePickerLabels,
  statCard: statCardLabels,
  tagInput: tagInputLabels,
  variantRows: variantRowsLabels,
};

/** The DropdownMenu's and the generic DataTable's labels, together. */
export const kitReferenceLabels = {
  dropdownMenu: dropdownMenuLabels,
  dataTable: dataTableSortLabels,
};

export { type Labels, productCount, selected, shared, units } from './shared.js';
