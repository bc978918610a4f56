import {
  forgotPasswordMessages,
  loginMessages,
  passwordAnswers,
  registrationMessages,
  signInReturnMessages,
  tokenMessages,
  verificationServerErrorMessage,
} from '@teranga/messages/identity';
import { appMessages } from '@teranga/messages/storefront';
import type { CallOptions, Transport } from '../client.js';
import { serverMessage, TerangaApiError } from '../errors.js';
import { readData, readUser } from '../readers.js';
import { record } from '../record.js';
import type { AuthSession, LoginPayload, ProfilePatch, RegisterPayload, User } from '../types.js';

export type OAuthProvider = 'google' | 'facebook';

export interface AuthResource {
  /** @example const { token, user } = await sdk.auth.login({ emailOrPhone: 'awa@example.sn', password: 'Secret1' }); */
  login(payload: LoginPayload, options?: CallOptions): Promise<AuthSession>;
  /** @example const { token, user } = await sdk.auth.register({ firstName, lastName, email, password, role: 'seller' }); */
  register(payload: RegisterPayload, options?: CallOptions): Promise<AuthSession>;
  /**
   * sends the reset link; resolves with the server's French message
   * @example const { message } = await sdk.auth.forgotPassword(email);
   */
  forgotPassword(email: string, options?: CallOptions): Promise<{ message: string }>;
  /**
   * sets a new password from the mailed link's token
   * @example await sdk.auth.resetPassword({ token, newPassword });
   */
  resetPassword(
    payload: { token: string; newPassword: string },
    options?: CallOptions,
  ): Promise<{ message: string }>;
  /**
   * the user behind the stored token
   * @example const me = await sdk.auth.verifyToken();
   */
  verifyToken(options?: CallOptions): Promise<User>;
  /**
   * revokes the token; a server failure is only logged
   * @example await sdk.auth.logout();
   */
  logout(options?: CallOptions): Promise<void>;
  /**
   * changes the signed-in user's name or phone
   * @example await sdk.auth.updateProfile({ phone: '+221 77 123 45 67' });
   */
  updateProfile(fields: ProfilePatch, options?: CallOptions): Promise<User>;
  /**
   * Ends every other session of the account. The token sent is refused from now on: keep the returned one
   * (undefined only from a server older than this contract).
   * @example const { token } = await sdk.auth.changePassword({ currentPassword, newPassword }); saveToken(token);
   */
  changePassword(
    payload: { currentPassword: string; newPassword: string },
    options?: CallOptions,
  ): Promise<{ message: string; token: string | undefined }>;
  /**
   * address to send the browser to for Google or Facebook sign-in; pass the nonce the app kept (see headless's
   * `beginSocialSignIn`): the server gives it back next to the token in `/auth/success#token=…&nonce=…`
   * @example window.location.assign(sdk.auth.providerUrl('google', { nonce }));
   */
  providerUrl(provider: OAuthProvider, options?: { nonce?: string }): string;
  /**
   * the providers this server is configured for: offer only their buttons
   * @example const providers = await sdk.auth.providers(); // ['google']
   */
  providers(): Promise<OAuthProvider[]>;
}

const INVALID_USER_MESSAGE = signInReturnMessages.invalidUser;

function readSession(body: unknown): AuthSession {
  const user = readUser(body);
  const token = record(readData(body))?.token ?? record(body)?.token;
  if (typeof token !== 'string' || !user)
    throw new TerangaApiError(200, INVALID_USER_MESSAGE, body, { code: 'unexpected_response' });
  return { token, user };
}

function bodyText(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body ?? '');
}

/** The auth calls that make a request (the client answers `providerUrl` itself, without loading this module). */
export function createAuth(transport: Transport): Omit<AuthResource, 'providerUrl'> {
  const { send } = transport;
  return {
    async login(payload, options) {
      const body = await send((api, init) => api.POST('/auth/login', { ...init, body: payload }), {
        call: options,
        anonymous: true,
        message: (status, error) =>
          status === 401 ? (serverMessage(error) ?? loginMessages.invalidCredentials) : undefined,
      });
      return readSession(body);
    },
    async register(payload, options) {
      const body = await send((api, init) => api.POST('/auth/register', { ...init, body: payload }), {
        call: options,
        anonymous: true,
        message: (status, error) =>
          status === 409 ? (serverMessage(error) ?? registrationMessages.userExists) : undefined,
      });
      return readSession(body);
    },
    async forgotPassword(email, options) {
      const body = await send(
        (api, init) => api.POST('/auth/forgot-password', { ...init, body: { email } }),
        {
          call: options,
          anonymous: true,
          message: (_status, error) => serverMessage(error) ?? forgotPasswordMessages.failed,
        },
      );
      return { message: serverMessage(body) ?? forgotPasswordMessages.sent };
    },
    async resetPassword(payload, options) {
      const body = await send((api, init) => api.POST('/auth/reset-password', { ...init, body: payload }), {
        call: options,
        anonymous: true,
      });
      return { message: serverMessage(body) ?? passwordAnswers.passwordReset };
    },
    async verifyToken(options) {
      const body = await send((api, init) => api.GET('/auth/verify-token', init), {
        call: options,
        message: (status, error) => {
          if (status === 401) return tokenMessages.verificationUnauthorized;
          if (status === 404) return tokenMessages.verificationNotFound;
          return verificationServerErrorMessage(status, bodyText(error));
        },
      });
      const user = readUser(body);
      if (!user) throw new TerangaApiError(200, INVALID_USER_MESSAGE, body, { code: 'unexpected_response' });
      return user;
    },
    async logout(options) {
      try {
        await send((api, init) => api.POST('/auth/logout', init), { call: options });
      } catch (error) {
        console.warn(appMessages.logoutFailed, error);
      }
    },
    async updateProfile(fields, options) {
      const body = await send((api, init) => api.PUT('/auth/profile', { ...init, body: fields }), {
        call: options,
      });
      const user = readUser(body);
      if (!user) throw new TerangaApiError(200, INVALID_USER_MESSAGE, body, { code: 'unexpected_response' });
      return user;
    },
    async changePassword(payload, options) {
      const body = await send((api, init) => api.PUT('/auth/change-password', { ...init, body: payload }), {
        call: options,
      });
      const token = record(readData(body))?.token;
      return {
        message: serverMessage(body) ?? passwordAnswers.passwordChanged,
        token: typeof token === 'string' ? token : undefined,
      };
    },
    async providers() {
      const body = await send((api, init) => api.GET('/auth/providers', init), { anonymous: true });
      const list = record(readData(body))?.providers;
      return Array.isArray(list)
        ? list.filter((name): name is OAuthProvider => name === 'google' || name === 'facebook')
        : [];
    },
  };
}
