// The identity half of the API: accounts, sessions, password reset, Google and Facebook sign-in, profile,
// wishlist, staff validation of sellers. app.ts wires it with fastify-openapi-glue:
//   await registerIdentity(api, ctx);                       // hooks: rate limits, French validation (before the glue)
//   serviceHandlers: { ...createCatalogueService(ctx), ...createIdentityService(ctx) }
//   securityHandlers: createSecurityHandlers(ctx)          // bearerAuth (+ seller/staff guards by tag)
import { createAuthHandlers } from './auth.handlers.js';
import type { IdentityContext } from './context.js';
import type { Mailer } from './mailer.js';
import { createOAuthHandlers } from './oauth.js';
import { createPasswordResetHandlers } from './password-reset.handlers.js';
import { createSellerValidationHandlers } from './sellers.js';
import { createWishlistHandlers } from './wishlist.handlers.js';

export { ADMIN_USAGE, runAdminCommand } from './admin-commands.js';
export { adminAccessRefusal, createSecurityHandlers, sellerAccessRefusal, sessionOf } from './auth-guard.js';
export { fail, type IdentityContext, type Session } from './context.js';
export { type IdentityConfig, loadIdentityConfig } from './identity-config.js';
export { createMailer, type Mail, type Mailer } from './mailer.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { registerIdentity } from './register-identity.js';
export { listSellers, SELLER_STATUSES, setSellerStatus } from './sellers.js';
export { TokenService } from './tokens.js';
export { canonicalPhone, type PublicUser, toPublicUser, type UserRow } from './users.js';

export interface IdentityServiceOptions {
  /** Replaces SMTP and the outbox (tests, or another mail service). */
  mailer?: Mailer;
}

/** Handlers keyed by the operationIds of openapi.yaml (auth, wishlist, staff). */
export function createIdentityService(ctx: IdentityContext, options: IdentityServiceOptions = {}) {
  return {
    ...createAuthHandlers(ctx),
    ...createPasswordResetHandlers(ctx, options.mailer),
    ...createOAuthHandlers(ctx),
    ...createWishlistHandlers(ctx),
    ...createSellerValidationHandlers(ctx),
  };
}
