// @ts-check
// The mail thread of lib/mailer.ts: composes each mail (nodemailer's MIME) and delivers it, through SMTP or to the
// outbox folder, off the server's event loop. Plain JavaScript, so that it starts without a TypeScript loader wherever
// the server runs (tsx, Vitest).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import nodemailer from 'nodemailer';

/** @typedef {import('./mailer.js').MailDelivery & { id: number }} Delivery */

/** One SMTP transport per address, kept for the thread's life (its pooled connections with it). */
const smtpTransports = new Map();
/** Builds the message without sending it: the outbox's `.eml`. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/**
 * Writes a file whole or not at all: readers of the outbox (tests, a developer's tail) list it while mails arrive, and a
 * file written in place can be seen half-written. A rename within one folder is atomic. Synchronous: this thread has
 * nothing else to do meanwhile, and node:fs/promises took ten times the CPU for the same files (0.76 against 0.08 ms
 * a mail, through libuv's thread pool and its promises), CPU the server's reads lacked under a busy shop (issue 30).
 * @param {string} path
 * @param {string | Buffer} content
 */
function writeWhole(path, content) {
  writeFileSync(`${path}.part`, content);
  renameSync(`${path}.part`, path);
}

/** Keeps file names portable: the address becomes letters, digits, dots, dashes and @. */
const safeFilePart = (/** @type {string} */ value) => value.replace(/[^a-zA-Z0-9.@-]+/g, '_').slice(0, 80);

/**
 * Delivers one mail; answers the `.eml` written when it went to the outbox.
 * @param {Delivery} delivery
 * @returns {Promise<string | undefined>}
 */
async function deliver({ smtpUrl, from, outbox, mail }) {
  const message = { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  if (smtpUrl) {
    if (!smtpTransports.has(smtpUrl)) smtpTransports.set(smtpUrl, nodemailer.createTransport(smtpUrl));
    await smtpTransports.get(smtpUrl).sendMail(message);
    return undefined;
  }
  mkdirSync(outbox, { recursive: true });
  const base = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeFilePart(mail.to)}`);
  const info = await composer.sendMail(message);
  writeWhole(`${base}.eml`, /** @type {Buffer} */ (info.message));
  writeWhole(
    `${base}.json`,
    `${JSON.stringify({ from, ...mail, sentAt: new Date().toISOString() }, null, 2)}\n`,
  );
  return `${base}.eml`;
}

parentPort?.on('message', (/** @type {Delivery} */ delivery) => {
  deliver(delivery).then(
    (file) => parentPort?.postMessage({ id: delivery.id, file }),
    (error) =>
      parentPort?.postMessage({
        id: delivery.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
