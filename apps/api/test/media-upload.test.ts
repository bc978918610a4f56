import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../src/db/schema.js';
import { ensureDemoAccounts } from '../src/demo/seed-demo.js';
import { MAX_INPUT_PIXELS, storeProductImages, widthsFor } from '../src/media/image-intake.js';
import type { MediaStorage } from '../src/media/media-storage.js';
import { setSellerStatus } from '../src/sellers/seller-status.queries.js';
import { assertMatchesContract } from './contract.js';
import type { TestServer } from './helpers.js';
import {
  type Account,
  call,
  type Json,
  registerAccount,
  registerAdmin,
  startIdentityServer,
  uniqueEmail,
} from './identity-helpers.js';
import { approvedSeller, noisyPicture } from './media-helpers.js';

let server: TestServer;
let dataDir: string;
let seller: Account;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'teranga-media-'));
  server = await startIdentityServer({ DATA_DIR: dataDir });
  seller = await approvedSeller(server);
}, 60_000);
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const UPLOAD = '/api/upload/product-image';

interface Part {
  field?: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

/** One real multipart POST (fetch builds the form); the answer must match openapi.yaml. */
async function upload(parts: Part[], token: string | undefined = seller.token) {
  const form = new FormData();
  for (const part of parts) {
    const blob = new Blob([part.data], { type: part.type ?? 'application/octet-stream' });
    form.append(part.field ?? 'image', blob, part.filename ?? 'photo.jpg');
  }
  const response = await fetch(server.url + UPLOAD, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body: Json = await response.json();
  assertMatchesContract('POST', UPLOAD, response.status, response.headers.get('content-type') ?? '', body);
  return { status: response.status, body };
}

const uploadOne = (data: Buffer | string, filename = 'photo.jpg', type = 'image/jpeg', token?: string) =>
  upload([{ data, filename, type }], token ?? seller.token);

/** A photo-like picture: a gradient under some noise, so encoders have real work. */
const picture = (width: number, height: number) =>
  noisyPicture(width, height, 30).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><rect width="100%" height="100%" fill="#c2410c" opacity="0.6"/></svg>`,
      ),
    },
  ]);
const jpeg = async (width: number, height: number) => picture(width, height).jpeg({ quality: 90 }).toBuffer();

/** A PNG of any announced size that holds almost no data: the IHDR chunk written by hand, with its CRC. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Reads a served image back: its bytes, headers and what sharp finds in it. */
async function served(url: string) {
  const response = await fetch(server.url + url);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, meta: await sharp(body).metadata() };
}

/** What the server's media storage holds: its data folder's files, and on PostgreSQL the rows of media_files. */
async function storedFiles(): Promise<string[]> {
  const onDisk = (await readdir(join(dataDir, 'media')).catch(() => [])).filter((f) => !f.startsWith('.'));
  const { db, kind } = server.database;
  const inDatabase =
    kind === 'postgres'
      ? (await db.select({ name: mediaFiles.name }).from(mediaFiles)).map((row) => row.name)
      : [];
  return [...onDisk, ...inDatabase].sort();
}

describe('POST /api/upload/product-image: accepted images', () => {
  it('re-encodes a JPEG to WebP at 400, 800 and 1600 pixels, without its EXIF and GPS data', async () => {
    const original = await picture(2000, 1500)
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'Teranga', Model: 'Espion', Copyright: 'Awa Diop' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '14/1 41/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '17/1 26/1 0/1',
        },
      })
      .toBuffer();
    // The test file really carries the data the server must drop.
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('Espion');

    const answer = await uploadOne(original);
    expect(answer.status).toBe(201);
    const { data } = answer.body;
    expect(answer.body.message).toBe('Image enregistrée');
    expect(data.widths).toEqual([400, 800, 1600]);
    expect(data).toMatchObject({ width: 1600, height: 1200 });
    expect(data.url).toMatch(/^\/api\/media\/[0-9a-f]{24}-800\.webp$/);
    const id = data.url.slice('/api/media/'.length, -'-800.webp'.length);
    expect(data.srcset).toBe(
      [400, 800, 1600].map((width) => `/api/media/${id}-${width}.webp ${width}w`).join(', '),
    );

    for (const width of [400, 800, 1600]) {
      const { response, meta } = await served(`/api/media/${id}-${width}.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(meta).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('never enlarges: a 500-pixel PNG gives 400 and 500, and url is the widest up to 800', async () => {
    const png = await picture(500, 250).png().toBuffer();
    const answer = await uploadOne(png, 'motif.png', 'image/png');
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ widths: [400, 500], width: 500, height: 250 });
    expect(answer.body.data.url).toMatch(/-500\.webp$/);
    expect((await served(answer.body.data.url)).meta).toMatchObject({ format: 'webp', width: 500 });
  });

  it('takes a small WebP as it is (one width) and keeps its transparency', async () => {
    const webp = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#c2410c80' } })
      .webp()
      .toBuffer();
    const answer = await uploadOne(webp, 'tissu.webp', 'image/webp');
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ widths: [300], width: 300, height: 200 });
    expect((await served(answer.body.data.url)).meta.hasAlpha).toBe(true);
  });

  it('turns the pixels as the EXIF orientation says (a portrait taken sideways stays a portrait)', async () => {
    // Stored 1200 × 800 with orientation 6 (turn a quarter clockwise): the picture is 800 × 1200.
    const sideways = await picture(1200, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const answer = await uploadOne(sideways);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ widths: [400, 800], width: 800, height: 1200 });
    expect((await served(answer.body.data.url)).meta).toMatchObject({ width: 800, height: 1200 });
  });

  it('chooses widths by the picture, never by a standard list alone', () => {
    expect(widthsFor(4000)).toEqual([400, 800, 1600]);
    expect(widthsFor(1600)).toEqual([400, 800, 1600]);
    expect(widthsFor(1000)).toEqual([400, 800, 1000]);
    expect(widthsFor(800)).toEqual([400, 800]);
    expect(widthsFor(120)).toEqual([120]);
  });
});

describe('POST /api/upload/product-image: hostile uploads', () => {
  const unsupported = { success: false, message: "Format d'image non accepté (JPG, PNG ou WEBP)" };
  const unreadable = {
    success: false,
    message: "Image illisible : le fichier est abîmé ou n'est pas une vraie image JPG, PNG ou WEBP",
  };

  it('refuses an SVG with a script, even named and typed as a PNG (415)', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';
    expect(await uploadOne(svg, 'logo.svg', 'image/svg+xml')).toEqual({ status: 415, body: unsupported });
    expect(await uploadOne(svg, 'logo.png', 'image/png')).toEqual({ status: 415, body: unsupported });
  });

  it('refuses HTML named .png (415)', async () => {
    const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';
    expect(await uploadOne(html, 'photo.png', 'image/png')).toEqual({ status: 415, body: unsupported });
  });

  it('refuses a polyglot that starts like an image but does not decode (415)', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const polyglot = Buffer.concat([jpegStart, Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(await uploadOne(polyglot, 'photo.jpg')).toEqual({ status: 415, body: unreadable });
    const pngStart = pngHeader(10, 10).subarray(0, 16);
    expect(await uploadOne(Buffer.concat([pngStart, Buffer.from('<svg onload=alert(1)>')]), 'a.png')).toEqual(
      {
        status: 415,
        body: unreadable,
      },
    );
  });

  it('refuses a GIF: only JPEG, PNG and WebP are taken (415)', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await uploadOne(gif, 'anim.gif', 'image/gif')).toEqual({ status: 415, body: unsupported });
  });

  it('refuses a 60,000 × 60,000 PNG from its header, before decoding (413, fast)', async () => {
    const flood = pngHeader(60_000, 60_000);
    expect(flood.length).toBeLessThan(200);
    expect(60_000 * 60_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const started = performance.now();
    const answer = await uploadOne(flood, 'flood.png', 'image/png');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer).toEqual({
      status: 413,
      body: {
        success: false,
        message: 'Image trop grande : 40 mégapixels au maximum (par exemple 8000 × 5000 pixels)',
      },
    });
    // Just under the limit passes the header check (and fails later only because it holds no pixels).
    expect((await uploadOne(pngHeader(8000, 5000), 'ok.png', 'image/png')).body).toEqual(unreadable);
  });

  it('refuses a 12 MB file (413)', async () => {
    const big = Buffer.concat([await jpeg(64, 64), Buffer.alloc(12 * 1024 * 1024, 7)]);
    expect(await uploadOne(big)).toEqual({
      status: 413,
      body: { success: false, message: 'Image trop volumineuse (10 Mo maximum)' },
    });
  });

  it('answers "Aucune image reçue" for a form without a file, or with the file under another name (400)', async () => {
    const expected = { status: 400, body: { success: false, message: 'Aucune image reçue' } };
    const form = new FormData();
    form.append('alt', 'Boubou');
    const response = await fetch(server.url + UPLOAD, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect({ status: response.status, body: await response.json() }).toEqual(expected);
    expect(await upload([{ field: 'photo', data: await jpeg(100, 100) }])).toEqual(expected);
    expect(await uploadOne(Buffer.alloc(0))).toEqual(expected);
  });

  it('refuses a JSON body: the call takes a multipart form (415)', async () => {
    const answer = await call(server, 'POST', UPLOAD, { token: seller.token, body: { image: 'x' } });
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe('Envoyez le formulaire en multipart/form-data');
  });

  it('refuses 11 files in one form (413), and two images on the one-image call (400)', async () => {
    const small = await jpeg(40, 40);
    const eleven = Array.from({ length: 11 }, () => ({ data: small }));
    expect(await upload(eleven)).toEqual({
      status: 413,
      body: { success: false, message: '10 images au maximum par envoi' },
    });
    expect((await upload([{ data: small }, { data: small }])).body.message).toBe(
      'Une seule image par envoi : envoyez les autres une à une',
    );
  });

  it('refuses a broken multipart body with a French 400, never a 5xx', async () => {
    const response = await fetch(server.url + UPLOAD, {
      method: 'POST',
      body: '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n\xff\xd8',
      headers: {
        authorization: `Bearer ${seller.token}`,
        'content-type': 'multipart/form-data; boundary=abc',
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Formulaire multipart invalide' });
  });

  it('stores nothing for a refused file', async () => {
    // An accepted image first: the count below can see a change, on disk and in the database alike.
    const initially = await storedFiles();
    expect((await uploadOne(await picture(600, 400).jpeg().toBuffer())).status).toBe(201);
    const before = await storedFiles();
    expect(before.length).toBeGreaterThan(initially.length);
    await uploadOne('<svg/>', 'a.png', 'image/png');
    await uploadOne(pngHeader(60_000, 60_000), 'a.png', 'image/png');
    await uploadOne(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]));
    expect(await storedFiles()).toEqual(before);
  });

  it('leaves the JSON routes alone: a multipart body elsewhere is refused as before (415)', async () => {
    const form = new FormData();
    form.append('emailOrPhone', 'client@teranga.demo');
    form.append('password', 'Client-Teranga-2025');
    const response = await fetch(`${server.url}/api/auth/login`, { method: 'POST', body: form });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ success: false, message: 'Type de contenu non pris en charge' });
  });
});

describe('POST /api/upload/product-image: who may upload', () => {
  let small: Buffer;
  beforeAll(async () => {
    small = await jpeg(64, 48);
  });

  it('asks for a token (401)', async () => {
    expect(await uploadOne(small, 'a.jpg', 'image/jpeg', '')).toEqual({
      status: 401,
      body: { success: false, message: "Token d'authentification requis" },
    });
  });

  it('refuses a customer and a seller awaiting validation or refused (403)', async () => {
    const customer = await registerAccount(server);
    expect((await uploadOne(small, 'a.jpg', 'image/jpeg', customer.token)).status).toBe(403);
    const pending = await registerAccount(server, { role: 'seller', email: uniqueEmail('attente') });
    expect(await uploadOne(small, 'a.jpg', 'image/jpeg', pending.token)).toEqual({
      status: 403,
      body: { success: false, message: 'Votre compte vendeur est en attente de validation par notre équipe' },
    });
    await setSellerStatus(server.database.db, pending.user.id, 'rejected');
    expect((await uploadOne(small, 'a.jpg', 'image/jpeg', pending.token)).body.message).toBe(
      'Votre compte vendeur a été refusé',
    );
  });

  it('lets an approved seller and an admin upload (201)', async () => {
    const admin = await registerAdmin(server);
    expect((await uploadOne(small, 'a.jpg', 'image/jpeg', seller.token)).status).toBe(201);
    expect((await uploadOne(small, 'a.jpg', 'image/jpeg', admin.token)).status).toBe(201);
  });

  it('lets the demo seller upload and refuses the demo seller awaiting validation', async () => {
    await ensureDemoAccounts(server.database.db);
    const token = async (email: string, password: string) => {
      const answer = await call(server, 'POST', '/api/auth/login', {
        body: { emailOrPhone: email, password },
      });
      if (!answer.body.data) throw new Error(JSON.stringify(answer.body));
      return answer.body.data.token as string;
    };
    const approved = await token('vendeur@teranga.demo', 'Vendeur-Teranga-2025');
    const waiting = await token('vendeuse.attente@teranga.demo', 'Attente-Teranga-2025');
    expect((await uploadOne(small, 'a.jpg', 'image/jpeg', approved)).status).toBe(201);
    expect((await uploadOne(small, 'a.jpg', 'image/jpeg', waiting)).status).toBe(403);
  });
});

describe('storeProductImages (the product form)', () => {
  const memoryStorage = (): MediaStorage & { names: string[] } => {
    const files = new Map<string, Buffer>();
    return {
      names: [],
      async put(name, body) {
        files.set(name, body);
        this.names.push(name);
      },
      async read(name) {
        const body = files.get(name);
        return body && { body, contentType: 'image/webp' };
      },
    };
  };

  it('stores every file in order behind the storage interface', async () => {
    const storage = memoryStorage();
    const stored = await storeProductImages(storage, [await jpeg(900, 600), await jpeg(300, 300)]);
    expect(stored.map((image) => image.widths)).toEqual([[400, 800, 900], [300]]);
    expect(storage.names).toHaveLength(4);
    for (const image of stored)
      expect(await storage.read(image.url.replace('/api/media/', ''))).toBeDefined();
  });

  it('stores nothing when one file of the set is refused', async () => {
    const storage = memoryStorage();
    await expect(
      storeProductImages(storage, [await jpeg(900, 600), Buffer.from('<svg/>')]),
    ).rejects.toMatchObject({
      statusCode: 415,
    });
    expect(storage.names).toEqual([]);
  });
});
