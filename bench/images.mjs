// Product image upload through the real HTTP API: the time to send 5 photos of 4000 × 3000 pixels (JPEG quality 90,
// made here by sharp: smooth gradients, mid-scale texture and sensor-like noise, so encoders have a photo's work),
// one after another as a seller's form does, then 5 at once; and the bytes served for one image at each width.
// Not a test: it prints figures.
//
//   node bench/images.mjs              (--runs 3 to repeat the sequential upload)
//
// The server is apps/api/src/main.ts on embedded PGlite in a scratch data folder, with the demo shop (its approved
// seller uploads).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { startApi } from './support/start-api.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const PORT = 3918;
const WIDTH = 4000;
const HEIGHT = 3000;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Random values at a coarse grid, enlarged smoothly: the broad shapes and colour shifts of a photo. */
async function layer(width, height, sigma) {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).png().toBuffer();
}

async function photo() {
  const [broad, middle, fine] = await Promise.all([
    layer(8, 6, 70),
    layer(160, 120, 40),
    layer(1000, 750, 25),
  ]);
  return sharp(broad)
    .composite([
      { input: middle, blend: 'overlay' },
      { input: fine, blend: 'soft-light' },
    ])
    .png()
    .toBuffer()
    .then((composed) =>
      sharp(composed)
        // Sensor grain on top, at full resolution.
        .composite([
          {
            input: {
              create: {
                width: WIDTH,
                height: HEIGHT,
                channels: 3,
                background: '#808080',
                noise: { type: 'gaussian', mean: 128, sigma: 6 },
              },
            },
            blend: 'soft-light',
          },
        ])
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
}

const startServer = (dataDir) =>
  startApi({ port: PORT, env: { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' }, waitSeconds: 120 });

async function upload(base, token, jpeg, index) {
  const form = new FormData();
  form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), `photo-${index}.jpg`);
  const response = await fetch(`${base}/api/upload/product-image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`upload ${index}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const fmtBytes = (n) => `${n.toLocaleString('en-US')} B (${(n / 1024).toFixed(1)} KB)`;

console.log(`Making 5 photos of ${WIDTH} × ${HEIGHT} (JPEG quality 90)…`);
const photos = [];
for (let i = 0; i < 5; i++) photos.push(await photo());
const sizes = photos.map((p) => p.length);
console.log(
  `  ${sizes.map((n) => `${(n / 1024 / 1024).toFixed(2)} MB`).join(', ')} (total ${(sizes.reduce((a, b) => a + b) / 1024 / 1024).toFixed(1)} MB)`,
);

const dataDir = mkdtempSync(join(tmpdir(), 'teranga-bench-images-'));
const server = await startServer(dataDir);
try {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: 'vendeur@teranga.demo', password: 'Vendeur-Teranga-2025' }),
  });
  const { token } = (await login.json()).data;
  // One warm-up upload (sharp and libvips load their codecs on first use).
  await upload(server.base, token, photos[0], 0);

  const sequential = [];
  let stored;
  for (let run = 0; run < Number(args.runs); run++) {
    const started = performance.now();
    stored = [];
    for (const [i, jpeg] of photos.entries()) stored.push(await upload(server.base, token, jpeg, i));
    sequential.push(performance.now() - started);
  }
  const startedParallel = performance.now();
  await Promise.all(photos.map((jpeg, i) => upload(server.base, token, jpeg, i)));
  const parallel = performance.now() - startedParallel;

  console.log(
    `\nload average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}, ${args.runs} runs`,
  );
  console.log(
    `5 uploads one after another: ${sequential.map((ms) => `${Math.round(ms)} ms`).join(', ')} ` +
      `(best ${Math.round(Math.min(...sequential))} ms, ${Math.round(Math.min(...sequential) / 5)} ms an image)`,
  );
  console.log(`5 uploads at once:           ${Math.round(parallel)} ms`);

  const first = stored[0];
  console.log(`\nOne image (${first.width} × ${first.height} kept), bytes served at each width:`);
  for (const width of first.widths) {
    const url = first.srcset
      .split(', ')
      .find((entry) => entry.endsWith(` ${width}w`))
      .split(' ')[0];
    const response = await fetch(server.base + url);
    const body = Buffer.from(await response.arrayBuffer());
    console.log(
      `  ${String(width).padStart(4)} px: ${fmtBytes(body.length)}  ${response.headers.get('content-type')}`,
    );
  }
  console.log(`  (original JPEG: ${fmtBytes(photos[0].length)})`);
} finally {
  server.stop();
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
}
