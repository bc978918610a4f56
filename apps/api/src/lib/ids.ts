import { randomBytes } from 'node:crypto';

/** A 24-character lowercase hex id: 4 bytes of seconds then 8 random bytes, so ids sort roughly by creation like ObjectIds. */
export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}
