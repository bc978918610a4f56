import { createHash, randomBytes } from 'node:crypto';

/** A token for a mailed link: the mail carries it, the database only its SHA-256. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const digest = (token: string): string => createHash('sha256').update(token).digest('hex');
