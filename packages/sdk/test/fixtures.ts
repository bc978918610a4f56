import type { Category, Product, User, WishlistItem } from '../src/index.js';

export const PRODUCT_ID = '65a1f0c2e4b0a1b2c3d4e5f6';
export const OTHER_ID = '65a1f0c2e4b0a1b2c3d4e5f7';
export const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

export const user: User = {
  _id: '65a1f0c2e4b0a1b2c3d4e501',
  id: '65a1f0c2e4b0a1b2c3d4e501',
  firstName: 'Awa',
  lastName: 'Diop',
  name: 'Awa Diop',
  email: 'awa@example.sn',
  phone: '+221771234567',
  role: 'customer',
  sellerStatus: null,
  permissions: [],
  avatar: null,
  createdAt: '2025-01-12T10:00:00.000Z',
  isEmailVerified: false,
  isPhoneVerified: false,
  addresses: [],
};

export function product(id = PRODUCT_ID, overrides: Partial<Product> = {}): Product {
  return {
    _id: id,
    id,
    name: 'Boubou brodé en bazin',
    slug: 'boubou-brode-en-bazin',
    description: 'Grand boubou en bazin riche, broderies faites main.',
    price: 45.9,
    comparePrice: 59.9,
    status: 'active',
    category: { _id: OTHER_ID, id: OTHER_ID, name: 'Traditionnelle', slug: 'traditionnelle' },
    mainImage: null,
    images: [],
    tags: ['nouveau'],
    featured: false,
    isNew: true,
    rating: { average: 4.5, count: 2 },
    reviewCount: 2,
    sold: 12,
    createdAt: '2025-01-12T10:00:00.000Z',
    updatedAt: '2025-01-12T10:00:00.000Z',
    isInStock: true,
    inventory: { trackQuantity: true, quantity: 12 },
    sku: 'TRA-BOUBOU-4821',
    ...overrides,
  };
}

export const category: Category = {
  _id: OTHER_ID,
  id: OTHER_ID,
  name: 'Femme',
  slug: 'femme',
  description: null,
  image: null,
  productCount: 3,
  featured: true,
};

export const wishlistItem: WishlistItem = {
  _id: OTHER_ID,
  id: OTHER_ID,
  productId: PRODUCT_ID,
  product: null,
  notes: 'Pour la Tabaski',
  createdAt: '2025-01-12T10:00:00.000Z',
};
