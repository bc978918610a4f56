import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { operatorMessages } from '@teranga/messages';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about, logged when the mail goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** Keeps file names portable: the address becomes letters, digits, dots, dashes and @. */
const safeFilePart = (value: string): string => value.replace(/[^a-zA-Z0-9.@-]+/g, '_').slice(0, 80);

/**
 * Mails through SMTP when SMTP_URL is set. Without it, each mail is written to `<DATA_DIR>/outbox/` as a real
 * message (`.eml`, opens in any mail client) next to a `.json` copy (subject, text, html, link), and its link is
 * logged, so a local user can still finish a password reset.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      await mkdir(outbox, { recursive: true });
      const base = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeFilePart(mail.to)}`);
      const info = await render.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await writeFile(`${base}.eml`, info.message as Buffer);
      await writeFile(
        `${base}.json`,
        `${JSON.stringify({ from: options.from, ...mail, sentAt: new Date().toISOString() }, null, 2)}\n`,
      );
      options.log.info(
        { outbox: `${base}.eml`, link: mail.link },
        operatorMessages.logs.mailWrittenToOutbox(mail.to),
      );
    },
  };
}
