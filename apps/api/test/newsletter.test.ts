import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTerangaClient } from '@teranga/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../src/db/schema.js';
import { startTestServer, type TestServer } from './helpers.js';
import { call, uniqueEmail } from './identity-helpers.js';

const APP_URL = 'https://boutique.example.sn';
const CHECK_MAIL =
  'Vérifiez votre boîte mail : un lien de confirmation vient de vous être envoyé. Votre inscription ne sera active qu’après avoir cliqué dessus.';
let server: TestServer;
let dataDir: string;
const outbox = () => join(dataDir, 'outbox');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'teranga-newsletter-'));
  server = await startTestServer({ DATA_DIR: dataDir, APP_URL, RATE_LIMIT_NEWSLETTER_MAX: '10000' });
}, 60_000);
afterAll(async () => {
  await server?.close();
  // A mail of the last answers may still be landing in the outbox: retry rather than race it.
  await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

const subscribe = (email: string, target = server) =>
  call(target, 'POST', '/api/newsletter/subscriptions', { body: { email } });
const confirm = (token: string) => call(server, 'POST', '/api/newsletter/confirm', { body: { token } });
const unsubscribe = (token: string) =>
  call(server, 'POST', '/api/newsletter/unsubscribe', { body: { token } });

interface SentMail {
  subject: string;
  text: string;
  html: string;
  link: string;
}

async function mailsTo(to: string): Promise<SentMail[]> {
  const files = (await readdir(outbox()).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json') && file.includes(to))
    .sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(join(outbox(), file), 'utf8'))));
}

/** The mail is written after the answer (so timing tells nothing): wait for the `count`-th one. */
async function waitForMails(to: string, count = 1): Promise<SentMail[]> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const mails = await mailsTo(to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail ${count} for ${to} in ${outbox()}`);
}

/** Waits until the work done after the answer has settled (the row exists), then a little more for a mail. */
async function settle(email: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await rowOf(email)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}

const rowOf = async (email: string) =>
  (
    await server.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
  )[0];

const linksOf = (mail: SentMail) => {
  const urls = [...mail.text.matchAll(/https:\/\/\S+/g)].map((match) => new URL(match[0]));
  const confirmUrl = urls.find((url) => url.pathname === '/newsletter/confirmer');
  const unsubscribeUrl = urls.find((url) => url.pathname === '/newsletter/desinscription');
  return {
    confirmToken: confirmUrl?.searchParams.get('token') ?? '',
    unsubscribeToken: unsubscribeUrl?.searchParams.get('token') ?? '',
  };
};

describe('newsletter double opt-in', () => {
  it('stores a pending address, mails a French confirm link and an unsubscribe link, and confirms with the link', async () => {
    const email = uniqueEmail('news');
    const answer = await subscribe(`  ${email.toUpperCase()} `.trim());
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ success: true, message: CHECK_MAIL });

    const [mail] = await waitForMails(email);
    expect(mail?.subject).toBe('Confirmez votre inscription à la newsletter Teranga');
    expect(mail?.text).toContain('Pour confirmer votre inscription, ouvrez ce lien (valable 7 jours) :');
    expect(mail?.html).toContain('Confirmer mon inscription');
    expect(mail?.html).toContain('Me désinscrire');
    const { confirmToken, unsubscribeToken } = linksOf(mail as SentMail);
    expect(confirmToken).not.toBe('');
    expect(unsubscribeToken).not.toBe('');

    const pending = await rowOf(email);
    expect(pending?.status).toBe('pending');
    // Only digests are stored: the mailed tokens appear nowhere in the row.
    expect(JSON.stringify(pending)).not.toContain(confirmToken);
    expect(JSON.stringify(pending)).not.toContain(unsubscribeToken);

    const confirmed = await confirm(confirmToken);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      success: true,
      message: 'Votre inscription à la newsletter est confirmée. Merci !',
    });
    expect((await rowOf(email))?.status).toBe('confirmed');
    // The same link opened twice (a reload, a second click) says the same.
    expect((await confirm(confirmToken)).status).toBe(200);
  });

  it('answers a known address exactly as an unknown one, keeps one row and mails a confirmed address nothing more', async () => {
    const email = uniqueEmail('twice');
    const first = await subscribe(email);
    const [mail] = await waitForMails(email);
    expect((await confirm(linksOf(mail as SentMail).confirmToken)).status).toBe(200);

    const again = await subscribe(email);
    const stranger = await subscribe(uniqueEmail('stranger'));
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(stranger.body).toEqual(first.body);
    await settle(email);

    const rows = await server.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('confirmed');
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('sends one mail per address every few minutes at most, however often the form is sent', async () => {
    const email = uniqueEmail('flood');
    await subscribe(email);
    await waitForMails(email);
    for (let i = 0; i < 3; i++) expect((await subscribe(email)).status).toBe(202);
    await settle(email);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('unsubscribes with the mailed link (twice is fine), and an old confirm link does not subscribe again', async () => {
    const email = uniqueEmail('leave');
    await subscribe(email);
    const [mail] = await waitForMails(email);
    const { confirmToken, unsubscribeToken } = linksOf(mail as SentMail);
    expect((await confirm(confirmToken)).status).toBe(200);

    const left = await unsubscribe(unsubscribeToken);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({
      success: true,
      message: 'Vous êtes désinscrit de la newsletter. Vous ne recevrez plus nos e-mails.',
    });
    expect((await unsubscribe(unsubscribeToken)).status).toBe(200);
    expect((await rowOf(email))?.status).toBe('unsubscribed');

    const stale = await confirm(confirmToken);
    expect(stale.status).toBe(400);
    expect((await rowOf(email))?.status).toBe('unsubscribed');
  });

  it('refuses unknown and expired links in French', async () => {
    const unknown = await confirm('not-a-token');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      success: false,
      message:
        'Ce lien de confirmation est invalide ou a expiré. Inscrivez-vous à nouveau depuis le bas de page.',
    });
    const unknownLeave = await unsubscribe('not-a-token');
    expect(unknownLeave.status).toBe(400);
    expect(unknownLeave.body).toEqual({ success: false, message: 'Ce lien de désinscription est invalide.' });

    const email = uniqueEmail('late');
    await subscribe(email);
    const [mail] = await waitForMails(email);
    await server.database.db
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, email));
    expect((await confirm(linksOf(mail as SentMail).confirmToken)).status).toBe(400);
    expect((await rowOf(email))?.status).toBe('pending');
  });

  it('refuses a missing or malformed address with a French 400, never a 5xx', async () => {
    for (const body of [
      {},
      { email: 'pas-une-adresse' },
      { email: 42 },
      { email: `${'a'.repeat(260)}@x.sn` },
    ]) {
      const answer = await call(server, 'POST', '/api/newsletter/subscriptions', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toMatch(/[a-zéèêàç]/i);
      expect(answer.body.message).not.toMatch(/must|should|required property/i);
    }
    const noToken = await call(server, 'POST', '/api/newsletter/confirm', { body: {} });
    expect(noToken.status).toBe(400);
    // Without a body (nor its JSON type) the schema checks nothing: the handlers still answer a French 400.
    for (const path of ['subscriptions', 'confirm', 'unsubscribe']) {
      const bare = await fetch(`${server.url}/api/newsletter/${path}`, { method: 'POST' });
      expect(bare.status).toBe(400);
      expect(((await bare.json()) as { message: string }).message).toMatch(/e-mail|lien/);
    }
  });

  it('works through the SDK', async () => {
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api` });
    const email = uniqueEmail('sdk');
    expect(await sdk.newsletter.subscribe(email)).toEqual({ message: CHECK_MAIL });
    const [mail] = await waitForMails(email);
    const { confirmToken, unsubscribeToken } = linksOf(mail as SentMail);
    expect((await sdk.newsletter.confirm(confirmToken)).message).toBe(
      'Votre inscription à la newsletter est confirmée. Merci !',
    );
    await expect(sdk.newsletter.confirm('nope')).rejects.toMatchObject({
      status: 400,
      message:
        'Ce lien de confirmation est invalide ou a expiré. Inscrivez-vous à nouveau depuis le bas de page.',
    });
    expect((await sdk.newsletter.unsubscribe(unsubscribeToken)).message).toContain('désinscrit');
  });
});

describe('newsletter rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ DATA_DIR: dataDir, APP_URL, RATE_LIMIT_NEWSLETTER_MAX: '2' });
  }, 60_000);
  afterAll(async () => limited?.close());

  it('answers a French 429 with Retry-After past the limit', async () => {
    expect((await subscribe(uniqueEmail('a'), limited)).status).toBe(202);
    expect((await subscribe(uniqueEmail('b'), limited)).status).toBe(202);
    const third = await subscribe(uniqueEmail('c'), limited);
    expect(third.status).toBe(429);
    expect(third.body.success).toBe(false);
    expect(third.body.message).toMatch(/tentatives|requêtes|réessayez/i);
    expect(third.headers.get('retry-after')).toBeTruthy();
  });
});
