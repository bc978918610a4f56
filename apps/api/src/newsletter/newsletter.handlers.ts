import { newsletterTexts } from '@teranga/messages';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { createMailer, type Mailer } from '../lib/mailer.js';
import { confirmSubscription, requestSubscription, unsubscribe } from './newsletter.queries.js';
import { newsletterConfirmMail } from './newsletter-mail.js';

const m = newsletterTexts.api;

/**
 * The field of a JSON body, or a French 400: a request without a body (or without its JSON content type) is not
 * validated by the contract's schema at all.
 */
function field(body: unknown, name: 'email' | 'token', missing: string): string {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  if (typeof value !== 'string') throw new HttpError(400, missing);
  return value;
}

export function createNewsletterHandlers(
  ctx: ServiceContext,
  mailer?: Mailer,
): Handlers<'subscribeNewsletter' | 'confirmNewsletter' | 'unsubscribeNewsletter'> {
  const { db } = ctx.database;
  const { config } = ctx;
  let outgoing = mailer;
  const mailerFor = (log: FastifyBaseLogger): Mailer =>
    (outgoing ??= createMailer({
      smtpUrl: config.smtpUrl,
      from: config.identity.mailFrom,
      dataDir: config.dataDir,
      log,
    }));

  return {
    /**
     * Always the same 202, at once: the row and the mail are made after the reply, so neither the text nor the time
     * tells whether the address was known, pending or confirmed.
     */
    async subscribeNewsletter(request, reply) {
      const email = field(request.body, 'email', m.emailRequired).trim().toLowerCase();
      const send = mailerFor(request.log);
      setImmediate(() => {
        void (async () => {
          const tokens = await requestSubscription(db, email);
          if (tokens) await send.send(newsletterConfirmMail(email, config.appUrl, tokens));
        })().catch((error: unknown) => request.log.error({ err: error }, newsletterTexts.logs.mailFailed));
      });
      reply.code(202);
      return ok(undefined, m.checkYourMail);
    },

    async confirmNewsletter(request) {
      const token = field(request.body, 'token', m.confirmTokenInvalid);
      if (!(await confirmSubscription(db, token))) throw new HttpError(400, m.confirmTokenInvalid);
      return ok(undefined, m.confirmed);
    },

    async unsubscribeNewsletter(request) {
      const token = field(request.body, 'token', m.unsubscribeTokenInvalid);
      if (!(await unsubscribe(db, token))) throw new HttpError(400, m.unsubscribeTokenInvalid);
      return ok(undefined, m.unsubscribed);
    },
  };
}
