import { randomBytes } from 'node:crypto';

// No 0/O, 1/I: the number is read aloud on the phone and typed into the tracking form.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A human order number, e.g. TRG-250112-7K4Q9M: the UTC day, then 6 random characters (a billion per day). */
export function newOrderNumber(now: Date = new Date()): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  const code = Array.from(randomBytes(6), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `TRG-${day}-${code}`;
}
