import { kitAdoptionMessages } from '@teranga/messages';

/** A CORS_ORIGINS the server refuses to start with (the operator reads the French message). */
export class CorsOriginsError extends Error {
  override readonly name = 'CorsOriginsError';
}

/**
 * Reads CORS_ORIGINS: a comma-separated list of exact origins (`https://shop.example,http://localhost:5173`),
 * none by default. `*` is refused: the API answers with credentials (bearer tokens, the OAuth cookie), and a wildcard
 * would let any site call it on a signed-in user's behalf.
 */
export function loadCorsOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    if (entry === '*') throw new CorsOriginsError(kitAdoptionMessages.cors.wildcard);
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new CorsOriginsError(kitAdoptionMessages.cors.notAnOrigin(entry));
    }
    // An origin is scheme, host and port only: `https://shop.example/` or a path would never match a browser's Origin.
    if (!['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      throw new CorsOriginsError(kitAdoptionMessages.cors.notAnOrigin(entry));
    }
    return url.origin;
  });
}
