export type { CallOptions, SendOptions, TerangaClient, TerangaClientOptions, Transport } from './client.js';
export { createTerangaClient } from './client.js';
export { ID_LENGTH, ID_PATTERN, isId } from './constants.js';
export {
  errorCodeForStatus,
  INVALID_PRODUCT_ID_MESSAGE,
  messageFromBody,
  NETWORK_ERROR_MESSAGE,
  TerangaApiError,
  type TerangaErrorCode,
  TOKEN_REQUIRED_MESSAGE,
  UNEXPECTED_PRODUCT_MESSAGE,
} from './errors.js';
export {
  readCategories,
  readCategory,
  readPagination,
  readProduct,
  readProductPage,
  readProducts,
  readUser,
  readWishlistItem,
  readWishlistItems,
} from './readers.js';
export type { AuthResource, OAuthProvider } from './resources/auth.js';
export type { CatalogueResource } from './resources/catalogue.js';
export type { NewsletterResource } from './resources/newsletter.js';
export type { CreateOrderOptions, OrdersResource } from './resources/orders.js';
export { productFormData } from './resources/product-form.js';
export type { CreateOptions, SellerResource } from './resources/seller.js';
export type { StaffResource } from './resources/staff.js';
export type { UploadOptions, UploadResource, UploadResult } from './resources/upload.js';
export type { WishlistResource } from './resources/wishlist.js';
export type { components, operations, paths } from './schema.gen.js';
export type {
  Address,
  ApiErrorBody,
  AuthSession,
  Category,
  CategoryProductsQuery,
  CategoryRef,
  CustomerOrdersQuery,
  Health,
  Home,
  Inventory,
  LoginPayload,
  Order,
  OrderEvent,
  OrderEventType,
  OrderInput,
  OrderItem,
  OrderLineInput,
  OrderListBody,
  OrderPage,
  OrderStatus,
  OrdersQuery,
  Pagination,
  PaymentMethod,
  PaymentStatus,
  Product,
  ProductCreateInput,
  ProductImage,
  ProductInput,
  ProductPage,
  ProductPatch,
  ProductQuery,
  ProductStatus,
  ProfilePatch,
  Rating,
  RegisterPayload,
  Role,
  SalesDay,
  SearchQuery,
  SellerApplication,
  SellerProductPage,
  SellerProductStats,
  SellerProductsQuery,
  SellerStats,
  SellerStatus,
  Seo,
  Shipping,
  SortBy,
  SortOrder,
  TrackedOrder,
  Upload,
  UploadedImage,
  User,
  Variant,
  WishlistItem,
  WishlistProduct,
} from './types.js';
