import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPasswordMail } from '../src/identity/password-reset.js';
import { createMailer } from '../src/lib/mailer.js';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** The smallest SMTP server nodemailer will talk to (no TLS, no auth): it keeps what it receives. */
function startSmtpSink(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) reply('250 sink');
        else if (/^MAIL FROM:/i.test(line)) {
          current.from = line.slice(10);
          reply('250 ok');
        } else if (/^RCPT TO:/i.test(line)) {
          current.to.push(line.slice(8));
          reply('250 ok');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          reply('354 go on');
        } else if (/^QUIT/i.test(line)) {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
        index = buffer.indexOf('\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  return once(server, 'listening').then(() => {
    const address = server.address();
    return { server, port: typeof address === 'object' && address ? address.port : 0, received };
  });
}

const silentLog = { info: () => undefined, warn: () => undefined };
const mail = resetPasswordMail(
  { email: 'awa@example.sn', firstName: 'Awa' },
  'https://boutique.example.sn/reset-password?token=abc',
);

describe('mailer', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let dataDir: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = await mkdtemp(join(tmpdir(), 'teranga-mail-'));
  });
  afterAll(async () => {
    sink.server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends through SMTP when SMTP_URL is set, and writes nothing to the outbox', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      from: 'Teranga <no-reply@teranga.test>',
      dataDir,
      log: silentLog,
    });
    await mailer.send(mail);
    expect(sink.received).toHaveLength(1);
    const [message] = sink.received;
    expect(message?.from).toContain('no-reply@teranga.test');
    expect(message?.to.join()).toContain('awa@example.sn');
    expect(message?.data).toMatch(/^Subject: =\?UTF-8\?/m);
    const decoded = (message?.data ?? '')
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(decoded).toContain('https://boutique.example.sn/reset-password?token=abc');
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('writes an .eml and a .json to DATA_DIR/outbox without SMTP, and logs the link', async () => {
    const logged: unknown[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Teranga <no-reply@teranga.test>',
      dataDir,
      log: { info: (...args: unknown[]) => logged.push(args), warn: () => undefined },
    });
    await mailer.send(mail);
    const files = (await readdir(join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-awa@example\.sn\.eml$/);
    expect(files[1]).toMatch(/\.json$/);
    const json = JSON.parse(await readFile(join(dataDir, 'outbox', files[1] ?? ''), 'utf8'));
    expect(json).toMatchObject({
      to: 'awa@example.sn',
      subject: 'Réinitialisation de votre mot de passe Teranga',
      link: mail.link,
    });
    expect(JSON.stringify(logged)).toContain(mail.link ?? '');
  });
});
