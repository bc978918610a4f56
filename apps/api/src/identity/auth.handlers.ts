import { DEFAULT_ADDRESS } from '@teranga/headless';
import { identityMessages as m } from '@teranga/messages';
import { eq, or } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Address, type Role, users } from '../db/schema.js';
import { sessionOf } from './auth-guard.js';
import { fail, type IdentityContext } from './context.js';
import { refuseThrottledLogin, throttleKeyOfLogin } from './login-throttle.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.js';
import { roleSwitch } from './sellers.js';
import { TokenService } from './tokens.js';
import {
  canonicalPhone,
  findUserByLogin,
  isUniqueViolation,
  nextSessionGeneration,
  normalizeEmail,
  toPublicUser,
  type UserRow,
} from './users.js';

interface LoginBody {
  emailOrPhone: string;
  password: string;
  rememberMe?: boolean;
}

interface RegisterBody {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  password: string;
  role?: 'customer' | 'seller';
  addresses?: Address[];
}

interface ProfileBody {
  firstName?: string;
  lastName?: string;
  phone?: string;
  role?: 'customer' | 'seller';
}

interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export function createAuthHandlers(ctx: IdentityContext) {
  const { db } = ctx.database;
  const { identity } = ctx.config;
  const tokens = new TokenService(ctx.config.jwtSecret, db);

  const session = async (user: UserRow, rememberMe = false) => ({
    token: await tokens.issue(user, rememberMe ? identity.rememberMeTtlSeconds : identity.tokenTtlSeconds),
    user: toPublicUser(user),
  });

  return {
    async login(request: FastifyRequest, reply: FastifyReply) {
      const body = request.body as LoginBody;
      const throttle = request.server.loginThrottle;
      const user = await findUserByLogin(db, body.emailOrPhone);
      // Asked before the password is checked (during the wait even the right one is refused); an attempt let
      // through counts as a failure until it succeeds.
      const account = throttleKeyOfLogin(user, body.emailOrPhone);
      const waitMs = await throttle.attempt(account, request.ip);
      if (waitMs > 0) return refuseThrottledLogin(reply, waitMs);
      // An account without a password (made through Google or Facebook) spends the time of a real check too, so
      // the answer time tells nobody which accounts have one.
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyAgainstDecoy(body.password);
      if (!user || !valid) return fail(reply, 401, m.invalidCredentials);
      await throttle.recordSuccess(account, request.ip);
      return { success: true, message: m.loggedIn, data: await session(user, body.rememberMe === true) };
    },

    async register(request: FastifyRequest, reply: FastifyReply) {
      const body = request.body as RegisterBody;
      const email = normalizeEmail(body.email);
      const phone = canonicalPhone(body.phone);
      const firstName = body.firstName.trim();
      const lastName = body.lastName.trim();
      // Only customer or seller can be asked for; the contract refuses anything else before this point.
      const role: Role = body.role === 'seller' ? 'seller' : 'customer';
      const taken = await db
        .select({ id: users.id })
        .from(users)
        .where(phone ? or(eq(users.email, email), eq(users.phone, phone)) : eq(users.email, email))
        .limit(1);
      if (taken.length > 0) return fail(reply, 409, m.userExists);

      const addresses: Address[] = body.addresses?.length
        ? body.addresses
        : [{ ...DEFAULT_ADDRESS, firstName, lastName, phone: phone ?? '' }];
      let created: UserRow | undefined;
      try {
        [created] = await db
          .insert(users)
          .values({
            email,
            phone,
            firstName,
            lastName,
            role,
            ...(role === 'seller'
              ? { sellerStatus: 'pending' as const, sellerApplications: 1, sellerAppliedAt: new Date() }
              : {}),
            passwordHash: await hashPassword(body.password),
            addresses,
          })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) return fail(reply, 409, m.userExists);
        throw error;
      }
      if (!created) throw new Error('insert returned no user');
      const message = role === 'seller' ? m.registeredSeller : m.registered;
      return reply.code(201).send({ success: true, message, data: await session(created) });
    },

    async verifyToken(request: FastifyRequest) {
      return { success: true, data: { user: toPublicUser(sessionOf(request).user) } };
    },

    async logout(request: FastifyRequest) {
      await tokens.revoke(sessionOf(request).claims);
      return { success: true, message: m.loggedOut };
    },

    async updateProfile(request: FastifyRequest, reply: FastifyReply) {
      const { user } = sessionOf(request);
      // The contract makes the body optional: a PUT without one changes nothing (it used to throw: 500).
      const body = (request.body ?? {}) as ProfileBody;
      const patch: PgUpdateSetSource<typeof users> = { updatedAt: new Date() };
      if (body.firstName !== undefined) patch.firstName = body.firstName.trim();
      if (body.lastName !== undefined) patch.lastName = body.lastName.trim();
      if (body.phone !== undefined) patch.phone = canonicalPhone(body.phone);
      // Staff keep their role whatever the form sends; a switch never erases staff's decision on a seller.
      if (body.role !== undefined && user.role !== 'admin' && body.role !== user.role) {
        Object.assign(patch, roleSwitch(body.role));
      }
      let updated: UserRow | undefined;
      try {
        [updated] = await db.update(users).set(patch).where(eq(users.id, user.id)).returning();
      } catch (error) {
        if (isUniqueViolation(error)) return fail(reply, 409, m.userExists);
        throw error;
      }
      if (!updated) throw new Error('update returned no user');
      return { success: true, message: m.profileUpdated, data: { user: toPublicUser(updated) } };
    },

    async changePassword(request: FastifyRequest, reply: FastifyReply) {
      const { user, claims } = sessionOf(request);
      const body = request.body as ChangePasswordBody;
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        return fail(reply, 400, m.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(body.newPassword);
      // The new hash and the next session generation in one statement: every other session ends with the old password.
      const [updated] = await db
        .update(users)
        .set({ passwordHash, sessionGeneration: nextSessionGeneration, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw new Error('update returned no user');
      // The caller keeps their session: a fresh token under the new generation, as long-lived as the one they used.
      const token = await tokens.issue(updated, Math.max(claims.exp - claims.iat, 1));
      return { success: true, message: m.passwordChanged, data: { token } };
    },
  };
}
