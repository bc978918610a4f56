import { messages } from '@teranga/messages/specification';

/** The profile's role label: `messages.profile.sellerLabel` for sellers (and admins), `customerLabel` otherwise. */
export const roleLabel = (role: string | null | undefined): string =>
  role === 'seller' || role === 'admin' ? messages.profile.sellerLabel : messages.profile.customerLabel;

/** A profile field, or `messages.profile.notProvided` when empty. */
export const profileValue = (value: string | null | undefined): string =>
  value?.trim() ? value : messages.profile.notProvided;

/** Initials for the avatar placeholder. */
export const initials = (firstName?: string | null, lastName?: string | null): string =>
  `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
