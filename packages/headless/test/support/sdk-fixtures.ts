import type { User, WishlistItem } from '@teranga/sdk';

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
