import { identityMessages as m, operatorMessages } from '@teranga/messages';
import { routes } from '@teranga/reference/routes';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { createMailer, type Mailer } from '../lib/mailer.js';
import { throttleKeyOfUser } from './login-throttle.js';
import { resetPasswordMail } from './password-reset.js';
import { createResetToken, resetPasswordWithToken } from './password-reset.queries.js';
import { findUserByEmail } from './users.queries.js';

export function createPasswordResetHandlers(
  ctx: ServiceContext,
  mailer?: Mailer,
): Handlers<'forgotPassword' | 'resetPassword'> {
  const { db } = ctx.database;
  const { config } = ctx;
  let outgoing = mailer;
  // One transport for the life of the server, made on first use (it logs through the first request's logger).
  const mailerFor = (log: FastifyRequest['log']): Mailer =>
    (outgoing ??= createMailer({
      smtpUrl: config.smtpUrl,
      from: config.identity.mailFrom,
      dataDir: config.dataDir,
      log,
    }));

  return {
    /**
     * Always the same answer, at once: the token and the mail are made after the reply,
     * so neither the text nor the time tells whether the address has an account.
     */
    async forgotPassword(request) {
      const { email } = request.body;
      const send = mailerFor(request.log);
      setImmediate(() => {
        void (async () => {
          const user = await findUserByEmail(db, email);
          if (!user) return;
          const token = await createResetToken(db, user.id);
          const link = `${config.appUrl}${routes.resetPassword.href({ token })}`;
          await send.send(resetPasswordMail(user, link));
        })().catch((error: unknown) =>
          request.log.error({ err: error }, operatorMessages.logs.resetMailFailed),
        );
      });
      return ok(undefined, m.forgotPasswordSent);
    },

    async resetPassword(request) {
      const { token, newPassword } = request.body;
      const userId = await resetPasswordWithToken(db, token, newPassword);
      if (!userId) throw new HttpError(400, m.resetTokenInvalid);
      // A locked-out owner who proved the mailbox is theirs signs in at once with the new password.
      await request.server.loginThrottle.forgetAccount(throttleKeyOfUser(userId));
      return ok(undefined, m.passwordReset);
    },
  };
}
