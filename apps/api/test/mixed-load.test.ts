import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The short run of bench/mixed-load.mjs (issue 16), the same script as the ten-minute bench: 10 shoppers for 20 s
// on a PostgreSQL database of its own (the demo shop), every kind of request of the mix, then the stock ledger.
// PostgreSQL only: the bench is about the server the shop runs in production, and its 50-connection figures are too.
const serverUrl = process.env.TEST_DATABASE_URL;
const repoRoot = resolve(import.meta.dirname, '../../..');
const folder = mkdtempSync(join(tmpdir(), 'teranga-mixed-load-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

function runBench(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['bench/mixed-load.mjs', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => done({ code, output }));
  });
}

interface KindFigures {
  kind: string;
  count: number;
  errors: Record<string, number>;
}

describe('mixed load, short run (bench/mixed-load.mjs)', () => {
  it('serves 10 shoppers for 12 s with 0 errors and no oversold stock', async (context) => {
    if (!serverUrl) console.info('mixed-load: skipped, PostgreSQL only (TEST_DATABASE_URL is not set)');
    context.skip(!serverUrl, 'PostgreSQL only: TEST_DATABASE_URL is not set');
    const summaryFile = join(folder, 'summary.json');
    const { code, output } = await runBench(
      [
        '--users',
        '10',
        '--duration',
        '12',
        '--products',
        '0',
        '--port',
        String(await freePort()),
        '--database',
        `teranga_test_mixed_${randomBytes(4).toString('hex')}`,
        '--drop',
        '--summary',
        summaryFile,
      ],
      { PG_URL: serverUrl as string },
    );
    const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
    const kinds = new Map<string, KindFigures>(summary.kinds.map((row: KindFigures) => [row.kind, row]));

    expect(summary.errors, `${summary.errorSamples.join('\n')}\n${output}`).toBe(0);
    expect(summary.stock.oversold).toEqual([]);
    expect(summary.stock.mismatched).toEqual([]);
    expect(summary.stock.pending).toBe(0);
    expect(summary.serverErrors).toBe(0);
    // The load really ran: sign-ins, pages, searches, products, wishlists and paid orders were served.
    for (const kind of ['browse', 'search', 'product', 'sign in', 'wishlist', 'order', 'payment']) {
      expect(kinds.get(kind)?.count, kind).toBeGreaterThan(0);
    }
    expect(summary.stock.unitsKept).toBeGreaterThan(0);
    expect(code, output).toBe(0);
  }, 120_000);
});
