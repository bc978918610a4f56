// The identity part of the API: accounts, sessions, password reset, Google and Facebook sign-in, profile.
// app.ts wires it with fastify-openapi-glue:
//   const limiterFor = await registerIdentity(api, ctx);    // the rate-limit plugin and the sign-in throttle
//   registerRouteRules(api, mergeRules(identityRules, ...), limiterFor)  // French validation, rate limits
//   serviceHandlers: { ...createIdentityHandlers(ctx), ... } satisfies HandlerMap
//   securityHandlers: createSecurityHandlers(ctx)          // bearerAuth (+ seller/staff guards by tag)
import type { Handlers } from '../http/handler-map.js';
import type { ServiceContext } from '../http/service.js';
import type { Mailer } from '../lib/mailer.js';
import { createAuthHandlers } from './auth.handlers.js';
import { createOAuthHandlers } from './oauth.handlers.js';
import { createPasswordResetHandlers } from './password-reset.handlers.js';

export { createSecurityHandlers, sessionOf } from './auth-guard.js';
export { identityRules } from './identity.rules.js';
export { registerIdentity } from './register-identity.js';

export interface IdentityHandlerOptions {
  /** Replaces SMTP and the outbox (tests, or another mail service). */
  mailer?: Mailer;
}

type IdentityOperation =
  | keyof ReturnType<typeof createAuthHandlers>
  | keyof ReturnType<typeof createPasswordResetHandlers>
  | keyof ReturnType<typeof createOAuthHandlers>;

/** Handlers of the auth operations of openapi.yaml (accounts, sessions, password reset, OAuth, profile). */
export function createIdentityHandlers(
  ctx: ServiceContext,
  options: IdentityHandlerOptions = {},
): Handlers<IdentityOperation> {
  return {
    ...createAuthHandlers(ctx),
    ...createPasswordResetHandlers(ctx, options.mailer),
    ...createOAuthHandlers(ctx),
  };
}
