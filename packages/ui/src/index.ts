// The kit's public names, one by one (no `export *`): components and their helpers first, then the types.

export { AddedToCartPopup } from './components/added-to-cart-popup/added-to-cart-popup';
export { AddressCard, defaultAddressCardLabels } from './components/address-card/address-card';
export {
  AddressForm,
  addressFieldNames,
  defaultAddressFormLabels,
  emptyAddressValues,
} from './components/address-form/address-form';
export { AlertBanner, alertTones } from './components/alert-banner/alert-banner';
export {
  Badge,
  badgeTones,
  badgeWeights,
  CountBadge,
  formatCount,
  productStatuses,
  StatusBadge,
  TagBadge,
} from './components/badge/badge';
export { BalanceSummary } from './components/balance-summary/balance-summary';
export { Breadcrumb } from './components/breadcrumb/breadcrumb';
export { Button, buttonClass, buttonSizes, buttonVariants } from './components/button/button';
export { CartLine } from './components/cart-line/cart-line';
export { CartSummary, defaultCartSummaryLabels } from './components/cart-summary/cart-summary';
export { CategoryGrid, defaultCategoryGridLabels } from './components/category-grid/category-grid';
export { CategoryTile, frenchProductCount } from './components/category-tile/category-tile';
export { Checkbox } from './components/checkbox/checkbox';
export { ColorSwatches } from './components/color-swatches/color-swatches';
export { ConfirmDialog } from './components/confirm-dialog/confirm-dialog';
export { currencyFlags } from './components/currency-switcher/currency-flags';
export {
  CurrencySwitcher,
  currencyCodes,
  defaultCurrencies,
} from './components/currency-switcher/currency-switcher';
export { DataTable } from './components/data-table/data-table';
export { ProductThumbnail } from './components/data-table/product-thumbnail';
export {
  DeliveryOptionPicker,
  defaultDeliveryOptionPickerLabels,
  deliveryOptionKinds,
} from './components/delivery-option-picker/delivery-option-picker';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './components/dialog/dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './components/dropdown-menu/dropdown-menu';
export { EmptyState } from './components/empty-state/empty-state';
export { defaultFilterBarLabels, defaultSortOptions, FilterBar } from './components/filter-bar/filter-bar';
export { defaultFooterSocialLinks, Footer, footerSections } from './components/footer/footer';
export { ForgotPasswordDialog } from './components/forgot-password-dialog/forgot-password-dialog';
export { Gallery } from './components/gallery/gallery';
export {
  defaultHeaderLabels,
  Header,
  HeaderAccount,
  HeaderActions,
  HeaderCartLink,
  HeaderNav,
  HeaderNotifications,
  HeaderSearch,
  HeaderSellLink,
  HeaderWishlistLink,
} from './components/header/header';
export { SearchBox } from './components/header/search-box';
export { Hero } from './components/hero/hero';
export {
  acceptedImageTypes,
  defaultImagePickerLabels,
  ImagePicker,
  imageItemStates,
} from './components/image-picker/image-picker';
export { defaultInfoBlocksLabels, InfoBlocks } from './components/info-blocks/info-blocks';
export { defaultLoginLabels, LoginForm } from './components/login-form/login-form';
export { SOCIAL_PROVIDERS, SocialButtons } from './components/login-form/social-buttons';
export { LoginPromptDialog } from './components/login-prompt-dialog/login-prompt-dialog';
export { defaultNewsletterLabels, NewsletterForm } from './components/newsletter-form/newsletter-form';
export { OrderPartCard } from './components/order-part-card/order-part-card';
export {
  OrderStatusBadge,
  orderStatuses,
  RefundStatusBadge,
  refundStatuses,
} from './components/order-part-card/order-status-badge';
export { defaultOrderSteps, OrderTimeline, stepStates } from './components/order-timeline/order-timeline';
export { PackingSlip } from './components/packing-slip/packing-slip';
export { PasswordChecklist, PasswordStrengthBar } from './components/password-checklist/password-checklist';
export { PasswordField } from './components/password-field/password-field';
export {
  defaultPayerFieldsLabels,
  PayerFields,
  payerFieldNames,
} from './components/payer-fields/payer-fields';
export { PaymentMethodChoice, paymentMethods } from './components/payment-method/payment-method';
export { Price } from './components/price/price';
export {
  defaultPriceRangeLabels,
  PriceRangeFilter,
} from './components/price-range-filter/price-range-filter';
export { defaultProductCardLabels, ProductCard } from './components/product-card/product-card';
export {
  defaultProductGridLabels,
  gridColumns,
  ProductGrid,
  ViewToggle,
} from './components/product-grid/product-grid';
export {
  defaultProfileCardLabels,
  initialsOf,
  ProfileCard,
  profileRoles,
} from './components/profile-card/profile-card';
export { QuantityStepper } from './components/quantity-stepper/quantity-stepper';
export { Rating } from './components/rating/rating';
export { RatingInput } from './components/rating-input/rating-input';
export {
  homeReassurance,
  productReassurance,
  ReassuranceBadges,
} from './components/reassurance-badges/reassurance-badges';
export { defaultRegisterLabels, RegisterForm } from './components/register-form/register-form';
export { defaultResetLabels, ResetPasswordForm } from './components/reset-password-form/reset-password-form';
export { ReturnRequestCard } from './components/return-request-card/return-request-card';
export { ReturnStatusBadge, returnStatuses } from './components/return-status-badge/return-status-badge';
export { ReviewCard } from './components/review-card/review-card';
export { defaultSearchComboboxLabels, SearchCombobox } from './components/search-combobox/search-combobox';
export { SizeButtons } from './components/size-buttons/size-buttons';
export { defaultSizeFilterLabels, SizeFilter } from './components/size-filter/size-filter';
export { defaultSizeGuideLabels, SizeGuide, SizeTable, sizeCharts } from './components/size-guide/size-guide';
export { Skeleton } from './components/skeleton/skeleton';
export { Spinner } from './components/spinner/spinner';
export { StatCard, trendTones } from './components/stat-card/stat-card';
export { activityLabels, publicationLabels } from './components/status-badge/status-badge';
export { StockIndicator, stockLevels } from './components/stock-indicator/stock-indicator';
export { TagInput } from './components/tag-input/tag-input';
export { TextField } from './components/text-field/text-field';
export { ThemeProvider, useTheme } from './components/theme-provider/theme-provider';
export { Toaster } from './components/toaster/toaster';
export {
  DEFAULT_VARIANT_HEX,
  defaultVariantRowsLabels,
  VariantRows,
  variantTypes,
} from './components/variant-rows/variant-rows';
export { VerificationCard, verificationKinds } from './components/verification-card/verification-card';
export { defaultWishlistItemLabels, WishlistItem } from './components/wishlist-item/wishlist-item';
export { IMAGE_SIZES } from './image-sizes';
export { Icon } from './internal/icons';
export { cssVariableNameOf } from './tokens/css-variable-name';
export { sprinkles } from './tokens/sprinkles.css';
export { darkTheme, lightTheme, systemTheme, themeTokens } from './tokens/themes.css';
export { breakpoints, darkColors, lightColors, palette, tokens } from './tokens/tokens';
export { vars } from './tokens/vars.css';

// Types: the components' props and the shapes they take.

export type { AddedItem, AddedToCartPopupProps } from './components/added-to-cart-popup/added-to-cart-popup';
export type {
  AddressCardAddress,
  AddressCardLabels,
  AddressCardProps,
} from './components/address-card/address-card';
export type {
  AddressFieldName,
  AddressFormErrors,
  AddressFormLabels,
  AddressFormProps,
  AddressFormValues,
} from './components/address-form/address-form';
export type { AlertBannerProps, AlertTone } from './components/alert-banner/alert-banner';
export type {
  BadgeProps,
  BadgeTone,
  BadgeWeight,
  CountBadgeProps,
  ProductStatus,
  StatusBadgeProps,
  TagBadgeProps,
} from './components/badge/badge';
export type { BalanceSummaryProps } from './components/balance-summary/balance-summary';
export type { BreadcrumbItem, BreadcrumbProps } from './components/breadcrumb/breadcrumb';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button/button';
export type { CartLineProps } from './components/cart-line/cart-line';
export type { CartSummaryProps } from './components/cart-summary/cart-summary';
export type { CategoryGridProps, CategoryItem } from './components/category-grid/category-grid';
export type { CategoryTileProps } from './components/category-tile/category-tile';
export type { CheckboxProps } from './components/checkbox/checkbox';
export type { ColorOption, ColorSwatchesProps } from './components/color-swatches/color-swatches';
export type { ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export type { CurrencyFlag } from './components/currency-switcher/currency-flags';
export type {
  CurrencyCode,
  CurrencyOption,
  CurrencySwitcherProps,
} from './components/currency-switcher/currency-switcher';
export type {
  DataTableColumn,
  DataTableProps,
  DataTableSelection,
  SortDirection,
} from './components/data-table/data-table';
export type { ProductThumbnailProps } from './components/data-table/product-thumbnail';
export type {
  DeliveryOptionItem,
  DeliveryOptionKind,
  DeliveryOptionPickerProps,
  DeliveryPickupPointItem,
} from './components/delivery-option-picker/delivery-option-picker';
export type {
  DialogContentProps,
  DialogDescriptionProps,
  DialogFooterProps,
  DialogProps,
  DialogTitleProps,
  DialogTriggerProps,
} from './components/dialog/dialog';
export type {
  DropdownMenuContentProps,
  DropdownMenuProps,
  DropdownMenuTriggerProps,
} from './components/dropdown-menu/dropdown-menu';
export type { EmptyStateProps } from './components/empty-state/empty-state';
export type { FilterBarProps, FilterOption } from './components/filter-bar/filter-bar';
export type {
  FooterHrefs,
  FooterLink,
  FooterProps,
  FooterSection,
  FooterSocialLink,
} from './components/footer/footer';
export type {
  ForgotPasswordDialogProps,
  ForgotPasswordStatus,
} from './components/forgot-password-dialog/forgot-password-dialog';
export type { GalleryImage, GalleryProps } from './components/gallery/gallery';
export type {
  HeaderAccountProps,
  HeaderActionsProps,
  HeaderCartLinkProps,
  HeaderHrefs,
  HeaderLink,
  HeaderNavProps,
  HeaderNotification,
  HeaderNotificationsProps,
  HeaderProps,
  HeaderSearchProps,
  HeaderUser,
  HeaderWishlistLinkProps,
} from './components/header/header';
export type { SearchBoxLabels, SearchBoxProps } from './components/header/search-box';
export type { HeroProps } from './components/hero/hero';
export type {
  ImageItemState,
  ImagePickerItem,
  ImagePickerLabels,
  ImagePickerProps,
} from './components/image-picker/image-picker';
export type { InfoBlocksLabels, InfoBlocksProps } from './components/info-blocks/info-blocks';
export type { LoginErrors, LoginFormProps, LoginValues } from './components/login-form/login-form';
export type { SocialButtonsProps, SocialProvider } from './components/login-form/social-buttons';
export type { LoginPromptDialogProps } from './components/login-prompt-dialog/login-prompt-dialog';
export type { NewsletterFormProps, NewsletterLabels } from './components/newsletter-form/newsletter-form';
export type { OrderPartCardProps, OrderPartLine } from './components/order-part-card/order-part-card';
export type {
  OrderBadgeStatus,
  PartBadgeStatus,
  RefundBadgeStatus,
} from './components/order-part-card/order-status-badge';
export type { OrderTimelineProps, StepState, TimelineStep } from './components/order-timeline/order-timeline';
export type {
  PackingSlipLine,
  PackingSlipParty,
  PackingSlipProps,
} from './components/packing-slip/packing-slip';
export type {
  PasswordCheck,
  PasswordChecklistProps,
  PasswordStrength,
  PasswordStrengthBarProps,
} from './components/password-checklist/password-checklist';
export type { PasswordFieldProps } from './components/password-field/password-field';
export type { PayerFieldName, PayerFieldsProps, PayerValues } from './components/payer-fields/payer-fields';
export type { PaymentMethod, PaymentMethodChoiceProps } from './components/payment-method/payment-method';
export type { PriceProps } from './components/price/price';
export type { PriceRange, PriceRangeFilterProps } from './components/price-range-filter/price-range-filter';
export type { ProductCardProps } from './components/product-card/product-card';
export type { ProductGridProps, ProductView, ViewToggleProps } from './components/product-grid/product-grid';
export type {
  ProfileCardLabels,
  ProfileCardProps,
  ProfileRole,
} from './components/profile-card/profile-card';
export type { QuantityStepperProps } from './components/quantity-stepper/quantity-stepper';
export type { RatingProps } from './components/rating/rating';
export type { RatingInputProps } from './components/rating-input/rating-input';
export type {
  ReassuranceBadgesProps,
  ReassuranceItem,
} from './components/reassurance-badges/reassurance-badges';
export type {
  AccountRole,
  RegisterErrors,
  RegisterFormProps,
  RegisterValues,
} from './components/register-form/register-form';
export type {
  ResetErrors,
  ResetPasswordFormProps,
  ResetValues,
} from './components/reset-password-form/reset-password-form';
export type {
  ReturnRequestCardProps,
  ReturnRequestLine,
} from './components/return-request-card/return-request-card';
export type {
  ReturnBadgeStatus,
  ReturnStatusBadgeProps,
} from './components/return-status-badge/return-status-badge';
export type { ReviewCardProps } from './components/review-card/review-card';
export type {
  CategorySuggestionView,
  ProductSuggestionView,
  SearchChoice,
  SearchComboboxProps,
} from './components/search-combobox/search-combobox';
export type { ChoiceGroupHandle, SizeButtonsProps, SizeOption } from './components/size-buttons/size-buttons';
export type { SizeFilterProps } from './components/size-filter/size-filter';
export type { SizeChart, SizeGuideProps } from './components/size-guide/size-guide';
export type { SkeletonProps } from './components/skeleton/skeleton';
export type { SpinnerProps } from './components/spinner/spinner';
export type { StatCardProps, TrendTone } from './components/stat-card/stat-card';
export type { StockIndicatorProps, StockLevel } from './components/stock-indicator/stock-indicator';
export type { TagInputProps } from './components/tag-input/tag-input';
export type { TextFieldProps } from './components/text-field/text-field';
export type { ThemeProviderProps } from './components/theme-provider/theme-provider';
export type { ToasterProps, ToastMessage } from './components/toaster/toaster';
export type {
  VariantRow,
  VariantRowErrors,
  VariantRowsLabels,
  VariantRowsProps,
  VariantType,
} from './components/variant-rows/variant-rows';
export type {
  VerificationCardProps,
  VerificationKind,
} from './components/verification-card/verification-card';
export type { WishlistItemLabels, WishlistItemProps } from './components/wishlist-item/wishlist-item';
export type { IconName, IconProps } from './internal/icons';
export type { LinkRenderProps, RenderLink } from './internal/link';
export type { Sprinkles } from './tokens/sprinkles.css';
