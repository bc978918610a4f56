import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { imageUploadLabels, mediaMessages, sellerFormMessages } from '@teranga/messages';
import type { CDPSession, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, disconnectBrowser, newVisitor, signIn } from '../support/shop';

/**
 * Issue 29: a seller on a phone line. Photos are shrunk in the browser and sent through the tus resumable protocol
 * under (mild) DevTools throttling; the line is cut once in the middle and the upload resumes from the server's
 * offset; photos are reordered and the main one chosen with buttons, and the product page shows that main photo; an
 * HTML file named .png is « Refusée » with no « Réessayer ».
 */
const SELLER = { email: 'vendeur@teranga.demo', password: 'Vendeur-Teranga-2025' };
const t = sellerFormMessages;
const THROTTLE = { latency: 40, downloadThroughput: 400 * 1024, uploadThroughput: 60 * 1024 };

/**
 * The phone's line: a relay between the browser and the shop whose connections can all be dropped at once, as a lost
 * signal drops them (DevTools' offline mode lets a request already sending finish).
 */
function phoneLine(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: hostname, port: Number(port) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy()).on('close', () => sockets.delete(socket));
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  return {
    start: () =>
      new Promise<string>((done) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          done(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
        }),
      ),
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
    stop: () => new Promise((done) => server.close(done)),
  };
}

let page: Page;
let close: () => Promise<void>;
let line: ReturnType<typeof phoneLine>;
let shop = '';
beforeAll(async () => {
  line = phoneLine(baseUrl());
  shop = await line.start();
  const visitor = await newVisitor('mobile');
  page = visitor.page;
  close = () => visitor.context.close();
  await page.goto(`${shop}/login?redirect=%2Fseller%2Fadd-product`);
  await signIn(page, SELLER.email, SELLER.password);
  await page.waitForURL(`${shop}/seller/add-product`);
});
afterAll(async () => {
  await close?.();
  await line?.stop();
  await disconnectBrowser();
});

/** A grainy 1200 × 900 JPEG (about 200 KB once shrunk to WebP): a few seconds on the throttled line. */
async function photo(name: string, hue: number) {
  const buffer = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: { r: hue, g: 90, b: 255 - hue },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const items = () => page.locator('[data-slot="image-picker-item"]');
const states = () => items().evaluateAll((list) => list.map((item) => item.getAttribute('data-state')));
const conditions = (cdp: CDPSession, offline: boolean) =>
  cdp.send('Network.emulateNetworkConditions', { offline, ...THROTTLE });

describe('photos on a slow line', () => {
  // Its time is the throttled line's (about 30 s here, most of it sending 600 KB at 60 KB/s and waiting out the
  // cut), not the machine's: twice the journeys' 60 s, so that a slower machine's slower start does not fail it.
  test('shrunk, resumed after a cut, reordered, the main one shown on the product page', async () => {
    await page.getByRole('heading', { level: 1, name: t.createTitle }).waitFor();
    await page.getByRole('textbox', { name: `${t.fields.name} *`, exact: true }).fill('Boubou reprise');
    await page
      .getByRole('textbox', { name: `${t.fields.description} *`, exact: true })
      .fill('Boubou en wax, photographié au téléphone sur une ligne lente.'); // not « bazin brodé »: search-and-filter expects only bazin pieces for it
    await page.getByRole('spinbutton', { name: `${t.fields.price} *`, exact: true }).fill('60');
    await page.getByRole('combobox', { name: `${t.fields.category} *` }).selectOption('femme');
    await page.getByRole('combobox', { name: t.fields.status }).selectOption('active');

    // What the tus requests say: each PATCH's Upload-Offset, and each finished upload's stored image by file name.
    const patchOffsets: number[] = [];
    /** Per upload: the Upload-Offset each PATCH started from, and what each HEAD (asked on resuming) answered. */
    const patchesOf = new Map<string, number[]>();
    const headsOf = new Map<string, number[]>();
    const nameOf = new Map<string, string>();
    const storedUrlOf = new Map<string, string>();
    const sentBytes: number[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/uploads/')) {
        const offset = Number(request.headers()['upload-offset']);
        patchOffsets.push(offset);
        const path = new URL(request.url()).pathname;
        patchesOf.set(path, [...(patchesOf.get(path) ?? []), offset]);
      }
    });
    page.on('response', async (response) => {
      const request = response.request();
      if (!request.url().includes('/api/uploads')) return;
      if (request.method() === 'HEAD' && response.status() === 200) {
        const path = new URL(request.url()).pathname;
        headsOf.set(path, [...(headsOf.get(path) ?? []), Number(response.headers()['upload-offset'])]);
      }
      if (request.method() === 'POST' && response.status() === 201) {
        const metadata = request.headers()['upload-metadata'] ?? '';
        const filename = /filename ([^,]+)/.exec(metadata)?.[1] ?? '';
        nameOf.set(response.headers().location ?? '', Buffer.from(filename, 'base64').toString());
        sentBytes.push(Number(request.headers()['upload-length']));
      }
      // The stored image: in the last PATCH's answer, or asked again when a resumed upload was already whole.
      if (request.method() === 'GET' && response.status() === 200 && request.url().endsWith('/image')) {
        const { data } = (await response.json()) as { data: { url: string } };
        const location = new URL(request.url()).pathname.replace(/\/image$/, '');
        storedUrlOf.set(nameOf.get(location) ?? '', data.url);
      }
      if (request.method() === 'PATCH' && response.status() === 200) {
        const { data } = (await response.json()) as { data: { url: string } };
        const location = new URL(request.url()).pathname;
        storedUrlOf.set(nameOf.get(location) ?? '', data.url);
      }
    });

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await conditions(cdp, false);
    const files = [await photo('face.jpg', 30), await photo('dos.jpg', 120), await photo('detail.jpg', 220)];
    await page.locator('input[type="file"]').setInputFiles(files);
    // Two at a time: the third waits its turn.
    await expect.poll(() => page.getByText(imageUploadLabels.waiting).count()).toBe(1);

    // The line is cut once in the middle of the first uploads, then comes back.
    await expect.poll(() => patchOffsets.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(400);
    await conditions(cdp, true);
    line.cut();
    await page.waitForTimeout(1500);
    await conditions(cdp, false);
    await expect.poll(states, { timeout: 45_000 }).toEqual(['uploaded', 'uploaded', 'uploaded']);
    await cdp.detach();
    // Resumed where the server stopped: on resuming, HEAD found the bytes that had arrived before the cut, and every
    // later PATCH of that upload started there, never from 0 again.
    const resumed = [...headsOf.entries()].filter(([, offsets]) => offsets.some((offset) => offset > 0));
    expect(
      resumed.length,
      `HEAD ${JSON.stringify([...headsOf])} PATCH ${JSON.stringify([...patchesOf])}`,
    ).toBeGreaterThan(0);
    for (const [path, heads] of resumed) {
      const later = (patchesOf.get(path) ?? []).slice(1);
      for (const offset of later) expect(heads).toContain(offset);
      for (const offset of later) expect(offset).toBeGreaterThan(0);
    }
    // Shrunk before sending: each WebP is smaller than its JPEG.
    expect(sentBytes).toHaveLength(3);
    for (const [index, size] of sentBytes.entries())
      expect(size).toBeLessThan(files[index]?.buffer.length ?? 0);
    expect([...storedUrlOf.keys()].sort()).toEqual(['detail.webp', 'dos.webp', 'face.webp']);

    // Reordered with buttons (keyboard reachable), then « detail » made the main photo.
    await page.getByRole('button', { name: `${imageUploadLabels.moveLater} 1 (face.jpg)` }).click();
    await expect.poll(() => items().first().textContent()).toContain('dos.jpg');
    await page.getByRole('button', { name: "Mettre l'image 3 (detail.jpg) en principale" }).press('Enter');
    await expect
      .poll(() => items().evaluateAll((list) => list.map((item) => item.textContent ?? '')))
      .toEqual([
        expect.stringContaining('detail.jpg'),
        expect.stringContaining('dos.jpg'),
        expect.stringContaining('face.jpg'),
      ]);
    await expect.poll(() => items().first().textContent()).toContain('Principal');

    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/seller/products') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: t.createSubmit }).click();
    const created = (await (await answer).json()) as {
      data: { product: { _id: string; images: Array<string | { url: string }> } };
    };
    const urls = created.data.product.images.map((image) => (typeof image === 'string' ? image : image.url));
    expect(urls).toEqual(['detail.webp', 'dos.webp', 'face.webp'].map((name) => storedUrlOf.get(name)));

    // The product page shows the chosen main photo first.
    await page.goto(`${shop}/product/${created.data.product._id}`);
    const main = page.locator('[data-slot="gallery"] img').first();
    await main.waitFor();
    const id = /([0-9a-f]{24})-\d+\.webp$/.exec(storedUrlOf.get('detail.webp') ?? '')?.[1] ?? 'absent';
    await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(id);
  }, 120_000);

  test('an HTML file named .png is « Refusée », without « Réessayer »; a finished photo survives a reload', async () => {
    await page.goto(`${shop}/seller/add-product`);
    await page.getByRole('heading', { level: 1, name: t.createTitle }).waitFor();
    const html = {
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    };
    // The previous test saved its photos: this form starts empty.
    expect(await items().count()).toBe(0);
    await page.locator('input[type="file"]').setInputFiles([html, await photo('garde.jpg', 60)]);
    await expect.poll(states, { timeout: 30_000 }).toEqual(['refused', 'uploaded']);
    const refused = items().first();
    expect(await refused.getByRole('alert').textContent()).toBe(
      `${imageUploadLabels.refused} : ${mediaMessages.unsupportedFormat}`,
    );
    expect(await refused.getByRole('button', { name: /Réessayer/ }).count()).toBe(0);

    // A reload keeps the finished photo (it is on the server); the refused file is gone with the page.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: t.createTitle }).waitFor();
    await expect.poll(states).toEqual(['uploaded']);
    expect(await items().first().textContent()).toContain('garde.jpg');
  });
});
