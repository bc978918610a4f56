import type { OAuthProvider } from './auth.js';

/**
 * Where to send the browser for Google or Facebook sign-in (answered at once: no request, so it stays out of the
 * lazily loaded auth resource).
 */
export function providerUrl(baseUrl: string, provider: OAuthProvider, nonce?: string): string {
  const query = nonce ? `?${new URLSearchParams({ nonce })}` : '';
  return `${baseUrl}/auth/${provider}${query}`;
}
