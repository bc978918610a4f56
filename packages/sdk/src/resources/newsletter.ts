import { newsletterAnswers } from '@teranga/messages/newsletter';
import type { CallOptions, Transport } from '../client.js';
import { serverMessage } from '../errors.js';

export interface NewsletterResource {
  /**
   * Asks for a subscription: the server mails a confirm link (double opt-in). The same answer whether or not the
   * address was known. @example const { message } = await sdk.newsletter.subscribe('awa@example.sn');
   */
  subscribe(email: string, options?: CallOptions): Promise<{ message: string }>;
  /**
   * the token of the mailed confirm link; fails with status 400 when it is unknown or expired
   * @example const { message } = await sdk.newsletter.confirm(new URLSearchParams(location.search).get('token') ?? '');
   */
  confirm(token: string, options?: CallOptions): Promise<{ message: string }>;
  /**
   * the token of the mailed unsubscribe link; fails with status 400 when it is unknown
   * @example const { message } = await sdk.newsletter.unsubscribe(token);
   */
  unsubscribe(token: string, options?: CallOptions): Promise<{ message: string }>;
}

// Anonymous calls: no account is needed, and a 401 elsewhere must not sign the visitor out from here.
export function createNewsletter(transport: Transport): NewsletterResource {
  const { send } = transport;
  const texts = newsletterAnswers;
  return {
    async subscribe(email, options) {
      const body = await send(
        (api, init) => api.POST('/newsletter/subscriptions', { ...init, body: { email } }),
        {
          call: options,
          anonymous: true,
        },
      );
      return { message: serverMessage(body) ?? texts.checkYourMail };
    },
    async confirm(token, options) {
      const body = await send((api, init) => api.POST('/newsletter/confirm', { ...init, body: { token } }), {
        call: options,
        anonymous: true,
      });
      return { message: serverMessage(body) ?? texts.confirmed };
    },
    async unsubscribe(token, options) {
      const body = await send(
        (api, init) => api.POST('/newsletter/unsubscribe', { ...init, body: { token } }),
        {
          call: options,
          anonymous: true,
        },
      );
      return { message: serverMessage(body) ?? texts.unsubscribed };
    },
  };
}
