import { DEFAULT_PHONE, isValidSenegalPhone } from '@teranga/headless';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * One stored form per Senegalese number (+221 then 9 digits), so '77 123 45 67' and '+221771234567' are the same account.
 * The app sends a placeholder number when the field is left empty: that means no phone, never a shared one.
 */
export function canonicalPhone(phone: string | null | undefined): string | null {
  const compact = (phone ?? '').replace(/\s+/g, '');
  if (!compact || !isValidSenegalPhone(compact)) return null;
  const canonical = `+221${compact.slice(-9)}`;
  return canonical === DEFAULT_PHONE ? null : canonical;
}
