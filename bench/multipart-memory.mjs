// The multipart product form no longer holds whole forms in memory (issue 29): four sellers send a 95 MB form at once
// (ten files of 9.5 MB, the route's limits) to POST /api/seller/products, and the server's resident memory is sampled
// every 50 ms from outside (/proc/<pid>/status). Before issue 29 every file sat in a Buffer until the form was read
// (the issue measured +387 MB); now each file is streamed to a temporary file as it arrives. The files are noise, so
// the forms are refused once read (415, nothing stored): what is measured is reading them.
// `node bench/multipart-memory.mjs` (no build needed).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { residentBytes } from './support/process-memory.mjs';
import { startApi } from './support/start-api.mjs';

const FORMS = 4;
const FILES = 10;
const FILE_BYTES = 9.5 * 1024 * 1024;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const dataDir = mkdtempSync(join(tmpdir(), 'teranga-multipart-'));
const api = await startApi({
  port: 3000 + Math.floor(Math.random() * 900) + 4000,
  env: { DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '' },
});
try {
  const login = await fetch(`${api.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: 'vendeur@teranga.demo', password: 'Vendeur-Teranga-2025' }),
  });
  const token = (await login.json()).data.token;
  const file = new Blob([randomBytes(FILE_BYTES)], { type: 'image/jpeg' });
  const form = () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Robe wax',
      description: 'Robe longue en wax, coupe évasée, doublée de coton.',
      price: '45',
      category: 'femme',
      sku: `FEM-ROBEWA-${Math.floor(Math.random() * 9000) + 1000}`,
    }))
      body.append(name, value);
    for (let index = 0; index < FILES; index++) body.append('images', file, `photo-${index}.jpg`);
    return body;
  };
  await new Promise((done) => setTimeout(done, 2000));
  const before = residentBytes(api.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(api.pid));
  }, 50);
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: FORMS }, () =>
      fetch(`${api.base}/api/seller/products`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form(),
      }).then(async (response) => `${response.status} ${(await response.text()).slice(0, 80)}`),
    ),
  );
  clearInterval(sampler);
  console.log(
    `${FORMS} formulaires de ${mb(FILES * FILE_BYTES)} en parallèle (${((Date.now() - started) / 1000).toFixed(1)} s) : ${answers.join(' | ')}`,
  );
  console.log(`mémoire résidente du serveur : ${mb(before)} avant, pic ${mb(peak)} (+${mb(peak - before)})`);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
