import { createHmac, timingSafeEqual } from 'node:crypto';

/** Events older than this are refused, so a captured event cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export const SIGNATURE_HEADER = 'x-teranga-signature';

const hmac = (secret: string, timestamp: number, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** The header value `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signPayload(secret: string, rawBody: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = 'valid' | 'invalid' | 'stale';

/**
 * Checks a signature header against the raw body. Several `v1` values are accepted (a secret being rotated);
 * compared in constant time. A timestamp more than 5 minutes away from now is stale.
 */
export function checkSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now = Date.now(),
): SignatureCheck {
  if (!header) return 'invalid';
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return 'invalid';
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
  if (!matches) return 'invalid';
  return Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS ? 'stale' : 'valid';
}
