import type { components, operations } from './schema.gen.js';

type Schemas = components['schemas'];
type Query<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;

export type User = Schemas['User'];
export type Address = Schemas['Address'];
export type Role = Schemas['Role'];
export type SellerStatus = Schemas['SellerStatus'];
export type SellerApplication = Schemas['SellerApplication'];
export type LoginPayload = Schemas['LoginPayload'];
export type RegisterPayload = Schemas['RegisterPayload'];
export type ProfilePatch = Schemas['ProfilePatch'];
export type AuthSession = Schemas['AuthSession'];
export type Category = Schemas['Category'];
export type CategoryRef = Schemas['CategoryRef'];
export type Product = Schemas['Product'];
export type ProductImage = Schemas['ProductImage'];
export type UploadedImage = Schemas['UploadedImage'];
export type ProductStatus = Schemas['ProductStatus'];
export type Inventory = Schemas['Inventory'];
export type Shipping = Schemas['Shipping'];
export type Seo = Schemas['Seo'];
export type Variant = Schemas['Variant'];
export type Rating = Schemas['Rating'];
export type Pagination = Schemas['Pagination'];
export type ProductPage = Schemas['ProductPage'];
export type SearchSuggestions = Schemas['SearchSuggestions'];
export type ProductSuggestion = Schemas['ProductSuggestion'];
export type CategorySuggestion = Schemas['CategorySuggestion'];
export type WishlistItem = Schemas['WishlistItem'];
export type WishlistProduct = Schemas['WishlistProduct'];
export type ProductInput = Schemas['ProductInput'];
export type ProductPatch = Schemas['ProductPatch'];
export type SellerStats = Schemas['SellerStats'];
export type SellerProductStats = Schemas['SellerProductStats'];
export type SellerProductPage = Schemas['SellerProductPage'];
export type Order = Schemas['Order'];
export type OrderItem = Schemas['OrderItem'];
export type OrderStatus = Schemas['OrderStatus'];
export type OrderPart = Schemas['OrderPart'];
export type PartStatus = Schemas['PartStatus'];
export type Carrier = Schemas['Carrier'];
export type Refund = Schemas['Refund'];
export type DeliveryAddress = Schemas['DeliveryAddress'];
export type SavedAddress = Schemas['SavedAddress'];
export type AddressInput = Schemas['AddressInput'];
export type AddressPatch = Schemas['AddressPatch'];
export type RefundStatus = Schemas['RefundStatus'];
export type DeliveryKind = Schemas['DeliveryKind'];
export type DeliveryOption = Schemas['DeliveryOption'];
export type DeliveryQuote = Schemas['DeliveryQuote'];
export type PickupPoint = Schemas['PickupPoint'];
export type OrderDelivery = Schemas['OrderDelivery'];
export type DeliverySetup = Schemas['DeliverySetup'];
export type StaffDeliveryZone = Schemas['StaffDeliveryZone'];
export type StaffDeliveryOption = Schemas['StaffDeliveryOption'];
export type StaffPickupPoint = Schemas['StaffPickupPoint'];
export type DeliveryZoneInput = Schemas['DeliveryZoneInput'];
export type DeliveryZonePatch = Schemas['DeliveryZonePatch'];
export type DeliveryOptionInput = Schemas['DeliveryOptionInput'];
export type DeliveryOptionPatch = Schemas['DeliveryOptionPatch'];
export type PickupPointInput = Schemas['PickupPointInput'];
export type PickupPointPatch = Schemas['PickupPointPatch'];
export type StaffRefund = Schemas['StaffRefund'];
export type LedgerEntry = Schemas['LedgerEntry'];
export type LedgerTotals = Schemas['LedgerTotals'];
export type SellerLedger = Schemas['SellerLedger'];
export type SellerBalance = Schemas['SellerBalance'];
export type Payout = Schemas['Payout'];
export type PayoutStatus = Schemas['PayoutStatus'];
export type StaffPayout = Schemas['StaffPayout'];
export type SellerPayouts = Schemas['SellerPayouts'];
export type OrderInput = Schemas['OrderInput'];
export type OrderLineInput = Schemas['OrderLineInput'];
export type OrderEvent = Schemas['OrderEvent'];
export type OrderEventType = Schemas['OrderEventType'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type TrackedOrder = Schemas['TrackedOrder'];
export type SalesDay = Schemas['SalesDay'];
export type SortBy = Schemas['SortBy'];
export type SortOrder = Schemas['SortOrder'];
export type Health = Schemas['Health'];
export type ApiErrorBody = Schemas['ErrorResponse'];

export type ProductQuery = Query<'listProducts'>;
export type SearchQuery = Query<'searchProducts'>;
export type CategoryProductsQuery = Query<'listCategoryProducts'>;
export type SellerProductsQuery = Query<'listSellerProducts'>;
export type OrdersQuery = Query<'listSellerOrders'>;
export type CustomerOrdersQuery = Query<'listOrders'>;
export type SellerLedgerQuery = Query<'getSellerLedger'>;
export type DeliveryQuoteQuery = Query<'listDeliveryOptions'>;

/** Featured products and categories of the home page. */
export interface Home {
  products: Product[];
  categories: Category[];
}

/** The whole body of GET /seller/orders, as the seller document reads it. */
export interface OrderListBody {
  success: boolean;
  data: { orders: Order[]; pagination: Pagination };
  message?: string;
}

/** A page of the customer's (or, for staff, every) orders: GET /orders. */
export interface OrderPage {
  orders: Order[];
  pagination: Pagination;
}

/** A file to send: a Blob (or File) in browsers and in Node 20. */
export type Upload = Blob;

/** Product creation input: the product fields, with image files (or already uploaded addresses) under `images`. */
export type ProductCreateInput = Omit<ProductInput, 'images'> & {
  images?: Array<Upload | string | ProductImage>;
};
