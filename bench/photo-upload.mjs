// A new seller on a phone lists a product with five photos over a slow mobile line (issue 29): Chromium through
// playwright-core, a phone's screen (412 × 823), DevTools throttling over CDP at 400 kbit/s up and down with a 400 ms
// round trip, five 4000 × 3000 JPEG photos of about 2.4 MB made by sharp (a gradient under grain, so that they weigh
// what a phone's photo weighs and shrink like one). Goals: the product saved with its five photos in ≤ 120 s, with
// ≤ 1.5 MB sent. A second run cuts the line for a few seconds in the middle of the uploads (DevTools offline and every
// open connection dropped, as a lost mobile signal does) and counts the photo bytes sent again.
//
// Bytes: the browser talks to the shop through a counting relay, so "sent" is every byte of every request (headers and
// bodies) from choosing the photos to the saved product. Photo bytes are the tus PATCH bodies as the page's
// XMLHttpRequests sent them (their upload progress); "sent again" is what they sent beyond the files' sizes.
// Run after `npm run build -w @teranga/reference`: `node bench/photo-upload.mjs` (`--runs plain,cut` by default).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumPath, chromiumArgs as FLAGS } from '../scripts/ensure-chromium.mjs';
import { startShop } from './support/shop-server.mjs';

const SELLER = { email: 'vendeur@teranga.demo', password: 'Vendeur-Teranga-2025' };
const PROFILE = { latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const GOALS = { seconds: 120, bytes: 1.5 * 1024 * 1024 };
const PHOTOS = 5;
const CUT_AFTER_MS = 5000;
const OFFLINE_MS = 6000;
const { values } = parseArgs({ options: { runs: { type: 'string', default: 'plain,cut' } } });

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** A 4000 × 3000 JPEG of about 2.4 MB: a gradient and a sun under coarse and fine grain (new grain each call). */
async function phonePhoto(index) {
  const grain = (width, height, sigma) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#777',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .png()
      .toBuffer();
  const coarse = await sharp(await grain(1600, 1200, 20))
    .resize(4000, 3000, { kernel: 'cubic' })
    .png()
    .toBuffer();
  const hue = 40 + index * 60;
  const scene = Buffer.from(
    `<svg width="4000" height="3000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="2000" cy="1500" r="900" fill="#f5d0a9" opacity="0.7"/></svg>`,
  );
  return sharp(scene)
    .composite([
      { input: coarse, blend: 'overlay' },
      { input: await grain(4000, 3000, 13), blend: 'overlay' },
    ])
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** A relay between the browser and the shop that counts the bytes the browser sends, and can drop every connection. */
async function countingRelay(target) {
  const { hostname, port } = new URL(target);
  const sockets = new Set();
  const relay = { sent: 0, counting: false };
  const server = createServer((client) => {
    const upstream = createConnection({ host: hostname, port: Number(port) });
    sockets.add(client);
    sockets.add(upstream);
    client.on('data', (chunk) => {
      if (relay.counting) relay.sent += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  relay.url = `http://127.0.0.1:${server.address().port}`;
  relay.dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  relay.close = () => new Promise((done) => server.close(done));
  return relay;
}

/** In the page before its scripts: each tus PATCH's bytes sent (its upload progress), and each upload's length. */
function watchPatches() {
  const patches = [];
  const lengths = [];
  window.__uploads = { patches, lengths };
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  const setHeader = XMLHttpRequest.prototype.setRequestHeader;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.__method = method;
    this.__url = String(url);
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.setRequestHeader = function (name, value) {
    if (name.toLowerCase() === 'upload-offset') this.__offset = Number(value);
    if (name.toLowerCase() === 'upload-length') {
      const length = Number(value);
      this.addEventListener('load', () => {
        if (this.status === 201) lengths.push(length);
      });
    }
    return setHeader.call(this, name, value);
  };
  XMLHttpRequest.prototype.send = function (body) {
    const entry = { method: this.__method, url: this.__url.slice(-30), at: Math.round(performance.now()) };
    window.__xhrs = window.__xhrs ?? [];
    window.__xhrs.push(entry);
    this.addEventListener('loadend', () => {
      entry.status = this.status;
      entry.end = Math.round(performance.now());
      entry.offset = this.getResponseHeader('upload-offset');
    });
    if (this.__method === 'PATCH' && this.__url.includes('/api/uploads/')) {
      const record = { url: this.__url, offset: this.__offset ?? 0, sent: 0, status: 0 };
      patches.push(record);
      this.upload.addEventListener('progress', (event) => {
        record.sent = event.loaded;
      });
      this.addEventListener('loadend', () => {
        record.status = this.status;
      });
    }
    return send.call(this, body);
  };
}

async function listProduct(browser, relay, files, { cut }) {
  const context = await browser.newContext({
    baseURL: relay.url,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  await page.addInitScript(watchPatches);
  // Signed in on a good line: the run measures listing the product.
  await page.goto('/login?redirect=%2Fseller%2Fadd-product');
  const login = page.getByRole('region', { name: 'Partner Login' });
  await login.getByRole('textbox', { name: 'Email ou téléphone' }).fill(SELLER.email);
  await login.getByRole('textbox', { name: 'Mot de passe' }).fill(SELLER.password);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${relay.url}/seller/add-product`);
  await page.getByRole('heading', { level: 1, name: 'Créer un produit' }).waitFor();
  await page
    .getByRole('textbox', { name: 'Nom du produit *', exact: true })
    .fill(`Robe wax ${cut ? 'coupure' : 'téléphone'}`);
  await page
    .getByRole('textbox', { name: 'Description *', exact: true })
    .fill('Robe longue en wax, coupe évasée, doublée de coton, photographiée au téléphone.');
  await page.getByRole('spinbutton', { name: 'Prix de vente *', exact: true }).fill('45');
  await page.getByRole('combobox', { name: 'Catégorie *' }).selectOption('femme');
  await page.getByRole('combobox', { name: 'Statut' }).selectOption('active');

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILE });
  relay.sent = 0;
  relay.counting = true;
  const started = Date.now();
  await page.locator('input[type="file"]').setInputFiles(files);
  const items = page.locator('[data-slot="image-picker-item"]');
  const states = () => items.evaluateAll((list) => list.map((item) => item.getAttribute('data-state')));
  let cutAt;
  if (cut) {
    // In the middle of the first two photos' PATCHes (CUT_AFTER_MS after they started), the line is lost.
    await page.waitForFunction(() => window.__uploads.patches.length >= 2, null, {
      polling: 100,
      timeout: 120_000,
    });
    await page.waitForTimeout(CUT_AFTER_MS);
    cutAt = (Date.now() - started) / 1000;
    const before = relay.sent;
    // A lost signal: DevTools' offline refuses new requests (it lets one already sending finish) and every open
    // connection is dropped; the server keeps what reached it.
    await cdp.send('Network.emulateNetworkConditions', { offline: true, ...PROFILE });
    relay.dropAll();
    await page.waitForTimeout(OFFLINE_MS);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILE });
    if (process.env.DEBUG_CUT)
      console.log(
        'cut: relay',
        before,
        '→',
        relay.sent,
        'patches',
        JSON.stringify(await page.evaluate(() => window.__uploads.patches)),
      );
  }
  for (;;) {
    const now = await states();
    if (now.length === PHOTOS && now.every((state) => state === 'uploaded')) break;
    if (now.some((state) => state === 'refused' || state === 'failed'))
      throw new Error(`upload: ${now.join(', ')}`);
    if (Date.now() - started > 600_000) throw new Error('upload: over 10 minutes');
    await page.waitForTimeout(250);
  }
  const uploaded = (Date.now() - started) / 1000;
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/seller/products') && response.request().method() === 'POST',
    { timeout: 120_000 },
  );
  await page.getByRole('button', { name: 'Créer le produit' }).click();
  const created = await (await answer).json();
  const total = (Date.now() - started) / 1000;
  relay.counting = false;
  const { patches, lengths } = await page.evaluate(() => window.__uploads);
  if (process.env.DEBUG_CUT) console.log(JSON.stringify(await page.evaluate(() => window.__xhrs), null, 0));
  const photoBytes = patches.reduce((sum, patch) => sum + patch.sent, 0);
  const fileBytes = lengths.reduce((sum, length) => sum + length, 0);
  const resumed = patches.filter((patch) => patch.offset > 0);
  await context.close();
  return {
    total,
    uploaded,
    cutAt,
    sent: relay.sent,
    photoBytes,
    fileBytes,
    resent: Math.max(0, photoBytes - fileBytes),
    patches: patches.length,
    resumedOffsets: resumed.map((patch) => patch.offset),
    images: created?.data?.product?.images?.length ?? 0,
    originals: files.reduce((sum, file) => sum + file.buffer.length, 0),
  };
}

const folder = mkdtempSync(join(tmpdir(), 'teranga-photos-'));
const files = [];
for (let index = 0; index < PHOTOS; index++) {
  const buffer = await phonePhoto(index);
  writeFileSync(join(folder, `photo-${index + 1}.jpg`), buffer);
  files.push({ name: `IMG_20261126_${1000 + index}.jpg`, mimeType: 'image/jpeg', buffer });
}
console.log(
  `${PHOTOS} photos 4000 × 3000 JPEG : ${files.map((file) => mb(file.buffer.length)).join(', ')} (${mb(files.reduce((s, f) => s + f.buffer.length, 0))})`,
);

const shop = await startShop();
const relay = await countingRelay(shop.url);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
let failed = false;
try {
  for (const run of values.runs.split(',')) {
    const cut = run === 'cut';
    const result = await listProduct(browser, relay, files, { cut });
    console.log(`\n— ${cut ? 'avec une coupure de 6 s au milieu' : 'ligne continue'} (400 kbit/s, 400 ms)`);
    console.log(
      `produit créé avec ${result.images} photos en ${result.total.toFixed(1)} s (photos envoyées en ${result.uploaded.toFixed(1)} s)`,
    );
    console.log(
      `octets envoyés : ${mb(result.sent)} en tout (requêtes entières), dont photos ${kb(result.photoBytes)} pour ${kb(result.fileBytes)} de fichiers réduits (originaux : ${mb(result.originals)})`,
    );
    console.log(`requêtes PATCH : ${result.patches}`);
    if (cut) {
      console.log(
        `coupure à ${result.cutAt.toFixed(1)} s ; reprises à l'offset ${result.resumedOffsets.map(kb).join(', ') || '—'}`,
      );
      console.log(`octets de photo renvoyés par tus (PATCH au-delà des fichiers) : ${kb(result.resent)}`);
      console.log(`octets envoyés au-delà des fichiers, en tout : ${kb(result.sent - result.fileBytes)}`);
    }
    const ok = result.images === PHOTOS && result.total <= GOALS.seconds && result.sent <= GOALS.bytes;
    console.log(
      ok
        ? `objectifs ≤ ${GOALS.seconds} s et ≤ 1,5 MB : ✓`
        : `objectifs ≤ ${GOALS.seconds} s et ≤ 1,5 MB : ✗`,
    );
    failed ||= !ok;
  }
} finally {
  await browser.close();
  await relay.close();
  shop.stop();
  rmSync(folder, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
