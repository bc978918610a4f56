import type { Role, SellerStatus } from '../db/schema.js';

export interface DemoAccount {
  email: string;
  /** Stored as the identity part stores phones: +221 then 9 digits. */
  phone: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  sellerStatus: SellerStatus | null;
}

/** The four demo accounts, documented in apps/api/README.md. Passwords follow the registration rules. */
export const demoAccounts = {
  customer: {
    email: 'client@teranga.demo',
    phone: '+221770000001',
    password: 'Client-Teranga-2025',
    firstName: 'Awa',
    lastName: 'Diop',
    role: 'customer',
    sellerStatus: null,
  },
  seller: {
    email: 'vendeur@teranga.demo',
    phone: '+221770000002',
    password: 'Vendeur-Teranga-2025',
    firstName: 'Moussa',
    lastName: 'Ndiaye',
    role: 'seller',
    sellerStatus: 'approved',
  },
  pendingSeller: {
    email: 'vendeuse.attente@teranga.demo',
    phone: '+221770000003',
    password: 'Attente-Teranga-2025',
    firstName: 'Fatou',
    lastName: 'Sarr',
    role: 'seller',
    sellerStatus: 'pending',
  },
  admin: {
    email: 'admin@teranga.demo',
    phone: '+221770000004',
    password: 'Admin-Teranga-2025',
    firstName: 'Ibrahima',
    lastName: 'Fall',
    role: 'admin',
    sellerStatus: null,
  },
} as const satisfies Record<string, DemoAccount>;

/**
 * The demo customer's one default delivery address (the address book, issue 28), in a Dakar quartier the delivery
 * zones know. Migration 0019 gives it to data folders seeded before the book existed.
 */
export const demoCustomerAddress = {
  fullName: 'Awa Diop',
  phone: demoAccounts.customer.phone,
  quartier: 'Point E',
  street: 'Rue 10, villa 24',
  landmark: 'Derrière la boulangerie Le Fournil',
  city: 'Dakar',
  region: 'Dakar',
} as const;
