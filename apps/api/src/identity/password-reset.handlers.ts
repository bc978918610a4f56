import { identityMessages as m, operatorMessages } from '@teranga/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail, type IdentityContext } from './context.js';
import { throttleKeyOfUser } from './login-throttle.js';
import { createMailer, type Mailer } from './mailer.js';
import { createResetToken, resetPasswordMail, resetPasswordWithToken } from './password-reset.js';
import { findUserByEmail } from './users.js';

export function createPasswordResetHandlers(ctx: IdentityContext, mailer?: Mailer) {
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
    async forgotPassword(request: FastifyRequest) {
      const { email } = request.body as { email: string };
      const send = mailerFor(request.log);
      setImmediate(() => {
        void (async () => {
          const user = await findUserByEmail(db, email);
          if (!user) return;
          const token = await createResetToken(db, user.id);
          const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
          await send.send(resetPasswordMail(user, link));
        })().catch((error: unknown) =>
          request.log.error({ err: error }, operatorMessages.logs.resetMailFailed),
        );
      });
      return { success: true, message: m.forgotPasswordSent };
    },

    async resetPassword(request: FastifyRequest, reply: FastifyReply) {
      const { token, newPassword } = request.body as { token: string; newPassword: string };
      const userId = await resetPasswordWithToken(db, token, newPassword);
      if (!userId) return fail(reply, 400, m.resetTokenInvalid);
      // A locked-out owner who proved the mailbox is theirs signs in at once with the new password.
      await request.server.loginThrottle.forgetAccount(throttleKeyOfUser(userId));
      return { success: true, message: m.passwordReset };
    },
  };
}
