/** Between the groups of a number: a non-breaking space, so a number never breaks across two lines. */
const NBSP = '\u00a0';

/**
 * A Senegalese number as people read and dial it: '+221 77 555 12 34' (stored as '+221775551234', typed in any
 * spacing). Anything that is not a Senegalese mobile number is shown as it was given.
 * @example formatPhone('+221775551234') // '+221 77 555 12 34' (non-breaking spaces)
 */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/[\s.-]/g, '');
  const groups = /^(?:\+?221)?(7\d)(\d{3})(\d{2})(\d{2})$/.exec(compact);
  return groups ? ['+221', ...groups.slice(1)].join(NBSP) : phone;
}
