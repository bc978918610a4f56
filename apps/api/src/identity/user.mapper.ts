import type { Address, Role, SellerStatus, users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** The User of openapi.yaml: never the password hash. */
export interface PublicUser {
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  sellerStatus: SellerStatus | null;
  /** why staff refused the seller account; null for other roles */
  sellerDecisionReason: string | null;
  permissions: string[];
  avatar: string | null;
  createdAt: string;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  addresses: Address[];
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    role: row.role,
    sellerStatus: row.role === 'seller' ? (row.sellerStatus ?? 'pending') : null,
    sellerDecisionReason: row.role === 'seller' ? (row.sellerDecisionReason ?? null) : null,
    permissions: row.permissions,
    avatar: row.avatar,
    createdAt: row.createdAt.toISOString(),
    isEmailVerified: row.isEmailVerified,
    isPhoneVerified: row.isPhoneVerified,
    addresses: row.addresses,
  };
}
