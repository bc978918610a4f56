// A phone on a slow 3G line opens the home page of the built shop (issue 16: ≤ 350 KB for the first view, text and
// prices readable before the images). Chromium through playwright-core, a phone's screen (412 × 823, DPR 1.75) and
// DevTools network throttling over CDP: 400 Kbit/s down, 400 Kbit/s up, 400 ms round trip (the figures; no
// CPU slow-down unless `--cpu 4`). Cold cache, no scrolling; the view ends when the network has been idle 2 s.
// Prints the bytes transferred (headers included, as DevTools counts them) by type, and when the page's text, its
// first price and its first image arrived. `--path /femme` measures another page. Run after
// `npm run build -w @teranga/reference`.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumPath, chromiumArgs as FLAGS } from '../scripts/ensure-chromium.mjs';
import { shopPages, startShop } from './support/shop-server.mjs';

const GOAL_BYTES = 350 * 1024;
const PROFILE = { latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const { values } = parseArgs({
  options: { path: { type: 'string', default: '/' }, cpu: { type: 'string', default: '1' } },
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);

/**
 * Runs in the page before its scripts: when the heading and the first price were in the page and the first image from
 * the network showed up, on the page's clock.
 */
function watchFirsts() {
  const marks = {};
  window.__firsts = marks;
  const price = /\d[\d\u202f\u00a0 ]*\s?CFA/;
  new MutationObserver(() => {
    if (marks.price === undefined && price.test(document.body?.innerText ?? ''))
      marks.price = performance.now();
    if (marks.heading === undefined && document.querySelector('h1')) marks.heading = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
  // Images from the network: an inline SVG (the currency flags, `data:`) arrives with the page itself.
  document.addEventListener(
    'load',
    (event) => {
      const { target } = event;
      if (
        target instanceof HTMLImageElement &&
        !target.currentSrc.startsWith('data:') &&
        marks.image === undefined
      )
        marks.image = performance.now();
    },
    true,
  );
}

const shop = await startShop();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
try {
  await shopPages(shop.url);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  await page.addInitScript(watchFirsts);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILE });
  const cpu = Number(values.cpu);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });

  const types = new Map();
  const urls = new Map();
  const byType = new Map();
  let inFlight = 0;
  let lastActivity = Date.now();
  /** CDP's clock (seconds): when the page's own request left, and when the first image's last byte came in */
  let documentSent;
  let firstImageReceived;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
    if (type === 'Document' && documentSent === undefined) documentSent = timestamp;
    inFlight++;
    lastActivity = Date.now();
    urls.set(requestId, request.url);
    types.set(requestId, type ?? 'Other');
  });
  cdp.on('Network.responseReceived', ({ requestId, type }) => types.set(requestId, type));
  const done = ({ requestId, encodedDataLength = 0, timestamp }) => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
    const type = types.get(requestId) ?? 'Other';
    if (type === 'Image' && encodedDataLength > 0 && firstImageReceived === undefined)
      firstImageReceived = timestamp;
    const entry = byType.get(type) ?? { bytes: 0, count: 0 };
    entry.bytes += encodedDataLength;
    entry.count++;
    byType.set(type, entry);
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', (event) => done({ ...event, encodedDataLength: 0 }));

  const started = Date.now();
  await page.goto(`${shop.url}${values.path}`, { waitUntil: 'load', timeout: 180_000 });
  while (Date.now() - started < 180_000 && (inFlight > 0 || Date.now() - lastActivity < 2000)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const marks = await page.evaluate(() => ({
    ...window.__firsts,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));

  const total = [...byType.values()].reduce((sum, entry) => sum + entry.bytes, 0);
  console.log(
    `Première vue de ${values.path} en 3G lente (${PROFILE.downloadThroughput * 0.008} Kbit/s, ${PROFILE.latency} ms, ` +
      `CPU ÷${cpu}), cache vide, sans défilement\n`,
  );
  for (const [type, entry] of [...byType].sort((a, b) => b[1].bytes - a[1].bytes)) {
    console.log(`  ${type.padEnd(12)} ${kb(entry.bytes).padStart(10)}  ${entry.count} requête(s)`);
  }
  console.log(
    `  ${'total'.padEnd(12)} ${kb(total).padStart(10)}  objectif ≤ ${kb(GOAL_BYTES)} ${total <= GOAL_BYTES ? '✓' : '✗'}\n`,
  );
  // Text in the page is drawn at the first paint after it came (FCP at the earliest: before it, the styles are missing).
  const drawn = (mark) => (mark === undefined || marks.fcp === undefined ? mark : Math.max(mark, marks.fcp));
  const heading = drawn(marks.heading);
  const price = drawn(marks.price);
  console.log(`  premier affichage (FCP)        ${seconds(marks.fcp)}`);
  console.log(`  titre (h1) affiché             ${seconds(heading)}`);
  console.log(`  premier prix affiché           ${seconds(price)}`);
  const received = firstImageReceived === undefined ? undefined : (firstImageReceived - documentSent) * 1000;
  console.log(`  première image reçue (réseau)  ${seconds(received)}`);
  console.log(`  première image affichée        ${seconds(marks.image)}`);
  const before = (mark, what) =>
    mark !== undefined && (marks.image === undefined || mark <= marks.image)
      ? `${what} avant la première image ✓`
      : `${what} après la première image ✗`;
  console.log(`  → ${before(heading, 'le texte')}, ${before(price, 'le premier prix')}`);
  const images = [...urls]
    .filter(([id]) => types.get(id) === 'Image')
    .map(([, url]) => new URL(url).pathname);
  console.log(`\n  images demandées : ${images.join(', ') || 'aucune'}`);
} finally {
  await browser.close();
  shop.stop();
}
