import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../src/db/schema.js';
import type { TestServer } from './helpers.js';
import { call, PASSWORD, registerAccount, startIdentityServer, uniqueEmail } from './identity-helpers.js';

const APP_URL = 'https://boutique.example.sn';
let server: TestServer;
let dataDir: string;
const outbox = () => join(dataDir, 'outbox');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'teranga-reset-'));
  server = await startIdentityServer({ DATA_DIR: dataDir, APP_URL });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const SENT = { success: true, message: 'Un email de réinitialisation a été envoyé à votre adresse.' };
const forgot = (email: string) => call(server, 'POST', '/api/auth/forgot-password', { body: { email } });
const reset = (token: string, newPassword: string) =>
  call(server, 'POST', '/api/auth/reset-password', { body: { token, newPassword } });
const login = (emailOrPhone: string, password: string) =>
  call(server, 'POST', '/api/auth/login', { body: { emailOrPhone, password } });

async function outboxFiles(): Promise<string[]> {
  return readdir(outbox()).catch(() => []);
}

/** The mail is written after the answer (so timing tells nothing): wait for it. */
async function waitForMail(
  to: string,
): Promise<{ link: string; subject: string; text: string; html: string; eml: string }> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const json = (await outboxFiles())
      .filter((file) => file.endsWith('.json') && file.includes(to))
      .sort()
      .at(-1);
    if (json) {
      const mail = JSON.parse(await readFile(join(outbox(), json), 'utf8'));
      const eml = await readFile(join(outbox(), json.replace(/\.json$/, '.eml')), 'utf8');
      return { ...mail, eml };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail for ${to} in ${outbox()}`);
}

const tokenOf = (link: string): string => new URL(link).searchParams.get('token') ?? '';

describe('forgot and reset password through the outbox', () => {
  it('mails a link, the link resets the password, the new password signs in and the old one no longer does', async () => {
    const account = await registerAccount(server);
    const answer = await forgot(`  ${account.email.toUpperCase()} `);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(SENT);

    const mail = await waitForMail(account.email);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Teranga');
    expect(mail.link.startsWith(`${APP_URL}/reset-password?token=`)).toBe(true);
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain('Choisir un nouveau mot de passe');
    expect(mail.eml).toMatch(/^To: .*@example\.sn/m);
    expect(mail.eml).toMatch(/^Subject: /m);

    // Only a digest is stored: the database never holds the mailed token.
    const rows = await server.database.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.tokenHash === tokenOf(mail.link))).toBe(false);

    const done = await reset(tokenOf(mail.link), 'NouveauMot2passe');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: 'Mot de passe réinitialisé avec succès.' });
    expect((await login(account.email, 'NouveauMot2passe')).status).toBe(200);
    expect((await login(account.email, PASSWORD)).status).toBe(401);
  });

  it('ends the sessions opened before the reset, keeps the ones opened after', async () => {
    const account = await registerAccount(server);
    const other = (await login(account.email, PASSWORD)).body.data.token;
    await forgot(account.email);
    const token = tokenOf((await waitForMail(account.email)).link);
    // Token times are in seconds: let the reset fall in a later second than the sessions.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await reset(token, 'Apres-Reset-1')).status).toBe(200);
    for (const old of [account.token, other]) {
      const answer = await call(server, 'GET', '/api/auth/verify-token', { token: old });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Token expiré ou invalide. Veuillez vous reconnecter.');
    }
    const fresh = (await login(account.email, 'Apres-Reset-1')).body.data.token;
    expect((await call(server, 'GET', '/api/auth/verify-token', { token: fresh })).status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = await outboxFiles();
    const unknown = uniqueEmail('inconnu');
    const answer = await forgot(unknown);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(SENT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await outboxFiles();
    expect(after.filter((file) => file.includes(unknown))).toEqual([]);
    expect(after.length).toBe(before.length);
  });

  it('refuses a token used once already', async () => {
    const account = await registerAccount(server);
    await forgot(account.email);
    const token = tokenOf((await waitForMail(account.email)).link);
    expect((await reset(token, 'Premier1234')).status).toBe(200);
    const again = await reset(token, 'Second12345');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: 'Token de réinitialisation invalide.' });
    expect((await login(account.email, 'Premier1234')).status).toBe(200);
  });

  it('refuses a token older than an hour', async () => {
    const account = await registerAccount(server);
    await forgot(account.email);
    const token = tokenOf((await waitForMail(account.email)).link);
    await server.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, account.user.id));
    const answer = await reset(token, 'Expire12345');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Token de réinitialisation invalide.');
    expect((await login(account.email, PASSWORD)).status).toBe(200);
  });

  it('sets the expiry one hour ahead', async () => {
    const account = await registerAccount(server);
    const before = Date.now();
    await forgot(account.email);
    await waitForMail(account.email);
    const [row] = await server.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.user.id));
    const ahead = (row?.expiresAt.getTime() ?? 0) - before;
    expect(ahead).toBeGreaterThan(59 * 60 * 1000);
    expect(ahead).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('uses the messages of the reset screen for bad input', async () => {
    const short = await reset('quelque-chose', 'court');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    const missing = await reset('   ', 'assez-long-1');
    expect(missing.body.message).toBe('Token de réinitialisation manquant ou invalide.');
    const unknown = await reset('n-importe-quoi', 'assez-long-1');
    expect(unknown.body.message).toBe('Token de réinitialisation invalide.');
    const badEmail = await forgot('pas-un-email');
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Format email invalide');
    const noEmail = await forgot('');
    expect(noEmail.body.message).toBe("L'email est requis");
  });
});
