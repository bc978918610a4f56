import { randomUUID, webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client.js';
import { isSessionTokenRevoked, revokeSessionToken } from './sessions.queries.js';

export interface SessionClaims {
  /** User id. */
  sub: string;
  jti: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
  /** The user's session generation when the token was issued; a token from before this claim existed counts as 0. */
  sgen: number;
}

const ALGORITHM = 'HS256';
const ISSUER = 'teranga';

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * The same secret imported once as a WebCrypto key for verifying: given the bytes, jose imports them again on every
   * call (about a third of a token check's CPU on Node 20, on every signed-in request).
   */
  private verifyKey: Promise<webcrypto.CryptoKey> | undefined;

  constructor(
    secret: string,
    private readonly db: Database,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * A signed session token with an expiry, a unique id (so it can be revoked alone) and the user's session
   * generation (so a password change or reset ends every older token at once, whatever second it was issued in).
   */
  issue(user: { id: string; sessionGeneration: number }, ttlSeconds: number): Promise<string> {
    return new SignJWT({ sgen: user.sessionGeneration })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  /**
   * The claims of a valid, unexpired, unrevoked token, else undefined. Only HS256 is accepted: a token
   * declaring `alg: none` or another algorithm is refused before its signature is even looked at.
   */
  async verify(token: string): Promise<SessionClaims | undefined> {
    const claims = await this.claimsOf(token);
    if (!claims || (await isSessionTokenRevoked(this.db, claims.jti))) return undefined;
    return claims;
  }

  /** The claims of a well-signed, unexpired token, revoked or not: the caller checks revocation (auth-guard.ts). */
  async claimsOf(token: string): Promise<SessionClaims | undefined> {
    let payload: { sub?: string; jti?: string; iat?: number; exp?: number; sgen?: unknown };
    try {
      this.verifyKey ??= webcrypto.subtle.importKey(
        'raw',
        this.key,
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['verify'],
      );
      ({ payload } = await jwtVerify(token, await this.verifyKey, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        requiredClaims: ['exp', 'iat', 'jti', 'sub'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
      throw error;
    }
    const { sub, jti, iat, exp, sgen = 0 } = payload;
    if (!sub || !jti || !iat || !exp || !Number.isSafeInteger(sgen)) return undefined;
    return { sub, jti, iat, exp, sgen: sgen as number };
  }

  /** Logout: the token stays refused until it would have expired anyway. */
  revoke(claims: SessionClaims): Promise<void> {
    return revokeSessionToken(this.db, claims.jti, new Date(claims.exp * 1000));
  }
}
