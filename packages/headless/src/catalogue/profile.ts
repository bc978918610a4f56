import { profileMessages } from '@teranga/messages/identity';

/**
 * The profile's role label: `profileMessages.sellerLabel` for sellers (and admins), `customerLabel` otherwise.
 * @example <span>{roleLabel(user.role)}</span>
 */
export const roleLabel = (role: string | null | undefined): string =>
  role === 'seller' || role === 'admin' ? profileMessages.sellerLabel : profileMessages.customerLabel;

/**
 * A profile field, or `profileMessages.notProvided` when empty.
 * @example <dd>{profileValue(user.phone)}</dd>
 */
export const profileValue = (value: string | null | undefined): string =>
  value?.trim() ? value : profileMessages.notProvided;

/**
 * Initials for the avatar placeholder.
 * @example const text = initials(user.firstName, user.lastName); // the avatar's letters
 */
export const initials = (firstName?: string | null, lastName?: string | null): string =>
  `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
