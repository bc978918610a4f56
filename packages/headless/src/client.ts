import type { RegistrationPayload } from './validation/registration.js';

/**
 * The narrow part of the @teranga/sdk client the machines call. Any object with these methods works
 * (the SDK's `createTerangaClient(...)`, a fake in tests, another shop's own client).
 */
export interface HeadlessUser {
  _id?: string | null;
  id?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  role?: 'customer' | 'seller' | 'admin' | (string & {});
  sellerStatus?: 'pending' | 'approved' | 'rejected' | null;
  permissions?: string[];
  avatar?: string | null;
  createdAt?: string;
  isEmailVerified?: boolean;
  isPhoneVerified?: boolean;
}

export interface LoginPayload {
  emailOrPhone: string;
  password: string;
  rememberMe?: boolean;
}

export interface AuthSession {
  token: string;
  user: HeadlessUser;
}

export interface ProfileFields {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
  role?: 'customer' | 'seller' | undefined;
}

export interface WishlistProduct {
  _id?: string;
  id?: string;
  name: string;
  slug?: string;
  price?: number | string | null;
  comparePrice?: number | string | null;
  mainImage?: string | null;
  images?: ReadonlyArray<string | { url?: string; alt?: string }> | null;
  category?: unknown;
  brand?: string | null;
  inventory?: {
    quantity?: number | null;
    trackQuantity?: boolean | null;
    allowBackorder?: boolean | null;
  } | null;
}

export interface WishlistItem {
  _id?: string;
  id?: string;
  productId: string | { _id?: string; id?: string };
  product?: WishlistProduct | null;
  notes?: string | null;
  createdAt?: string;
}

export interface HeadlessAuthClient {
  login(payload: LoginPayload): Promise<AuthSession>;
  register(payload: RegistrationPayload): Promise<AuthSession>;
  verifyToken(): Promise<HeadlessUser>;
  logout(): Promise<void>;
  updateProfile(fields: ProfileFields): Promise<HeadlessUser>;
}

export interface HeadlessWishlistClient {
  list(): Promise<WishlistItem[]>;
  add(productId: string, notes?: string): Promise<WishlistItem>;
  remove(productId: string): Promise<void>;
  check(productId: string): Promise<boolean>;
  updateNote(productId: string, notes: string): Promise<WishlistItem>;
}

export interface HeadlessClient {
  auth: HeadlessAuthClient;
  wishlist: HeadlessWishlistClient;
}

/** The HTTP status an SDK error carries (TerangaApiError.status), if any. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/** The error's own (server, French) message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

export const userId = (user: HeadlessUser | null | undefined): string | undefined =>
  user?._id ?? user?.id ?? undefined;
