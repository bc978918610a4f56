import { DEFAULT_ADDRESS } from '@teranga/headless';
import type { Address, Role } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { roleSwitch } from '../sellers/seller-status.queries.js';
import { sessionOf } from './auth-guard.js';
import { refuseThrottledLogin, throttleKeyOfLogin } from './login-throttle.js';
import { identityMessages as m } from './messages.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.js';
import { TokenService } from './tokens.js';
import { toPublicUser, type UserRow } from './user.mapper.js';
import { canonicalPhone, normalizeEmail } from './user-contact.js';
import {
  findUserByLogin,
  insertUser,
  isEmailOrPhoneTaken,
  nextSessionGeneration,
  type UserPatch,
  updateUser,
} from './users.queries.js';

/** A unique violation (the email or phone taken by a concurrent request) is the same 409 as one seen beforehand. */
async function refusingTakenContact<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, m.userExists);
    throw error;
  }
}

export function createAuthHandlers(
  ctx: ServiceContext,
): Handlers<'login' | 'register' | 'verifyToken' | 'logout' | 'updateProfile' | 'changePassword'> {
  const { db } = ctx.database;
  const { identity } = ctx.config;
  const tokens = new TokenService(ctx.config.jwtSecret, db);

  const session = async (user: UserRow, rememberMe = false) => ({
    token: await tokens.issue(user, rememberMe ? identity.rememberMeTtlSeconds : identity.tokenTtlSeconds),
    user: toPublicUser(user),
  });

  return {
    async login(request, reply) {
      const { body } = request;
      const throttle = request.server.loginThrottle;
      const user = await findUserByLogin(db, body.emailOrPhone);
      // Asked before the password is checked (during the wait even the right one is refused); an attempt let
      // through counts as a failure until it succeeds.
      const account = throttleKeyOfLogin(user, body.emailOrPhone);
      const waitMs = await throttle.attempt(account, request.ip);
      if (waitMs > 0) refuseThrottledLogin(reply, waitMs);
      // An account without a password (made through Google or Facebook) spends the time of a real check too, so
      // the answer time tells nobody which accounts have one.
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyAgainstDecoy(body.password);
      if (!user || !valid) throw new HttpError(401, m.invalidCredentials);
      await throttle.recordSuccess(account, request.ip);
      return ok(await session(user, body.rememberMe === true), m.loggedIn);
    },

    async register(request, reply) {
      const { body } = request;
      const email = normalizeEmail(body.email);
      const phone = canonicalPhone(body.phone);
      const firstName = body.firstName.trim();
      const lastName = body.lastName.trim();
      // Only customer or seller can be asked for; the contract refuses anything else before this point.
      const role: Role = body.role === 'seller' ? 'seller' : 'customer';
      if (await isEmailOrPhoneTaken(db, email, phone)) throw new HttpError(409, m.userExists);

      const addresses: Address[] = body.addresses?.length
        ? body.addresses
        : [{ ...DEFAULT_ADDRESS, firstName, lastName, phone: phone ?? '' }];
      const passwordHash = await hashPassword(body.password);
      const created = await refusingTakenContact(() =>
        insertUser(db, {
          email,
          phone,
          firstName,
          lastName,
          role,
          ...(role === 'seller'
            ? { sellerStatus: 'pending' as const, sellerApplications: 1, sellerAppliedAt: new Date() }
            : {}),
          passwordHash,
          addresses,
        }),
      );
      reply.code(201);
      return ok(await session(created), role === 'seller' ? m.registeredSeller : m.registered);
    },

    async verifyToken(request) {
      return ok({ user: toPublicUser(sessionOf(request).user) });
    },

    async logout(request) {
      await tokens.revoke(sessionOf(request).claims);
      return ok(undefined, m.loggedOut);
    },

    async updateProfile(request) {
      const { user } = sessionOf(request);
      // The contract makes the body optional: a PUT without one changes nothing (it used to throw: 500).
      const body = request.body ?? {};
      const patch: UserPatch = {};
      if (body.firstName !== undefined) patch.firstName = body.firstName.trim();
      if (body.lastName !== undefined) patch.lastName = body.lastName.trim();
      if (body.phone !== undefined) patch.phone = canonicalPhone(body.phone);
      // Staff keep their role whatever the form sends; a switch never erases staff's decision on a seller.
      if (body.role !== undefined && user.role !== 'admin' && body.role !== user.role) {
        Object.assign(patch, roleSwitch(body.role));
      }
      const updated = await refusingTakenContact(() => updateUser(db, user.id, patch));
      if (!updated) throw new Error('update returned no user');
      return ok({ user: toPublicUser(updated) }, m.profileUpdated);
    },

    async changePassword(request) {
      const { user, claims } = sessionOf(request);
      const { body } = request;
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw new HttpError(400, m.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(body.newPassword);
      // The new hash and the next session generation in one statement: every other session ends with the old password.
      const updated = await updateUser(db, user.id, {
        passwordHash,
        sessionGeneration: nextSessionGeneration,
      });
      if (!updated) throw new Error('update returned no user');
      // The caller keeps their session: a fresh token under the new generation, as long-lived as the one they used.
      const token = await tokens.issue(updated, Math.max(claims.exp - claims.iat, 1));
      return ok({ token }, m.passwordChanged);
    },
  };
}
