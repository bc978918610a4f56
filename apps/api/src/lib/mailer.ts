import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { operatorMessages } from '@teranga/messages';
import type { FastifyBaseLogger } from 'fastify';

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

/** What the mail thread is handed for one mail (mail-thread.mjs adds the message's id). */
export interface MailDelivery {
  smtpUrl: string | undefined;
  from: string;
  /** The outbox folder, used when there is no SMTP address. */
  outbox: string;
  mail: Mail;
}

interface Pending {
  resolve(file: string | undefined): void;
  reject(error: Error): void;
}

/**
 * The process's one mail thread (mail-thread.mjs), started at the first mail. Composing a mail's MIME and writing it
 * took about 1.5 ms of the event loop a paid order (issue 30): reads waited behind it. The thread holds the process
 * open only while a mail is on its way, and one that dies fails the mails it held (their jobs try them again) and is
 * started again at the next.
 */
let thread: { worker: Worker; pending: Map<number, Pending> } | undefined;
let lastId = 0;

function mailThread(): NonNullable<typeof thread> {
  if (thread) return thread;
  const worker = new Worker(new URL('./mail-thread.mjs', import.meta.url), { execArgv: [] });
  const pending = new Map<number, Pending>();
  const started = { worker, pending };
  const settled = (id: number): Pending | undefined => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiting;
  };
  worker.on('message', ({ id, file, error }: { id: number; file?: string; error?: string }) => {
    const waiting = settled(id);
    if (error === undefined) waiting?.resolve(file);
    else waiting?.reject(new Error(error));
  });
  const fail = (error: Error): void => {
    if (thread === started) thread = undefined;
    for (const id of [...pending.keys()]) settled(id)?.reject(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`mail thread exited (${code})`)));
  worker.unref();
  thread = started;
  return started;
}

/** Hands one mail to the mail thread; answers the outbox file written, if any. */
function deliver(delivery: MailDelivery) {
  const { worker, pending } = mailThread();
  const id = ++lastId;
  return new Promise<string | undefined>((resolve, reject) => {
    if (pending.size === 0) worker.ref();
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, ...delivery });
  });
}

/**
 * Mails through SMTP when SMTP_URL is set. Without it, each mail is written to `<DATA_DIR>/outbox/` as a real
 * message (`.eml`, opens in any mail client) next to a `.json` copy (subject, text, html, link), and its link is
 * logged, so a local user can still finish a password reset. Both are done by the mail thread.
 */
export function createMailer(options: MailerOptions): Mailer {
  const outbox = join(options.dataDir, 'outbox');
  return {
    async send(mail) {
      const file = await deliver({ smtpUrl: options.smtpUrl, from: options.from, outbox, mail });
      if (file)
        options.log.info(
          { outbox: file, link: mail.link },
          operatorMessages.logs.mailWrittenToOutbox(mail.to),
        );
    },
  };
}
