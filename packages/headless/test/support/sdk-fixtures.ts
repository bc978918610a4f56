import type { Order, User, WishlistItem } from '@teranga/sdk';

/** A whole user as the SDK returns it (fakes of the client must return the SDK's types). */
export const userOf = (overrides: Partial<User> = {}): User => ({
  _id: '0123456789abcdef01234567',
  id: '0123456789abcdef01234567',
  firstName: 'Awa',
  lastName: 'Diop',
  name: 'Awa Diop',
  email: 'awa@example.sn',
  phone: null,
  role: 'customer',
  sellerStatus: null,
  permissions: [],
  avatar: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  isEmailVerified: false,
  isPhoneVerified: false,
  addresses: [],
  ...overrides,
});

/** A whole wishlist item for a product id, its product named after the id. */
export const wishlistItemOf = (productId: string, notes = ''): WishlistItem => ({
  _id: `w-${productId}`,
  id: `w-${productId}`,
  productId,
  product: {
    _id: productId,
    id: productId,
    name: `Produit ${productId.slice(0, 4)}`,
    slug: `produit-${productId.slice(0, 4)}`,
    price: 20,
    comparePrice: null,
    mainImage: null,
    images: [],
    category: null,
    brand: null,
    inventory: { trackQuantity: false, quantity: 0, allowBackorder: false },
  },
  notes,
  createdAt: '2025-01-01T00:00:00.000Z',
});

/** A whole order as the SDK returns it, pending its payment unless told otherwise. */
export const orderOf = (overrides: Partial<Order> = {}): Order => ({
  _id: 'abcdefabcdefabcdefabcdef',
  id: 'abcdefabcdefabcdefabcdef',
  orderNumber: 'TRG-2026-000001',
  status: 'pending',
  paymentStatus: 'pending',
  items: [{ productId: '0123456789abcdef01234567', name: 'Boubou', price: 45, quantity: 2 }],
  parts: [],
  subtotal: 90,
  shipping: 10,
  total: 100,
  refunded: 0,
  paymentMethod: 'wave',
  timeline: [{ type: 'placed', at: '2026-11-23T00:00:00.000Z' }],
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
  ...overrides,
});
