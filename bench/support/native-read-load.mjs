// The native read load (read-load.rs): built once with rustc into bench/results/.bin, run once per phase.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnLowPriority } from './low-priority.mjs';

const source = resolve(import.meta.dirname, 'read-load.rs');
const binary = resolve(import.meta.dirname, '..', 'results', '.bin', 'read-load');

/** Builds the tool when its source is newer than the binary; answers the binary's path. */
export function buildReadLoad() {
  if (existsSync(binary) && statSync(binary).mtimeMs >= statSync(source).mtimeMs) return binary;
  mkdirSync(resolve(binary, '..'), { recursive: true });
  try {
    execFileSync('rustc', ['--edition', '2021', '-O', '-o', binary, source], { stdio: 'inherit' });
  } catch (error) {
    throw new Error(`rustc could not build ${source} (or run with --load-tool undici): ${error.message}`);
  }
  return binary;
}

/**
 * `connections` sockets asking `paths` in turn for `seconds` from the native tool; answers the statuses, the X-Cache
 * counts, the latencies in ms ascending and the tool's own CPU. `lowPriority` leaves the cores to the server first
 * (bench/support/low-priority.mjs).
 */
export async function nativeReadLoad(tool, { base, paths, connections, seconds, lowPriority = false }) {
  const folder = mkdtempSync(join(tmpdir(), 'teranga-read-load-'));
  const pathsFile = join(folder, 'paths.txt');
  writeFileSync(pathsFile, `${paths.join('\n')}\n`);
  try {
    const output = await new Promise((done, fail) => {
      const toolArgs = [new URL(base).host, String(connections), String(seconds), pathsFile];
      const options = { stdio: ['ignore', 'pipe', 'inherit'] };
      const child = lowPriority ? spawnLowPriority(tool, toolArgs, options) : spawn(tool, toolArgs, options);
      // A low-priority tool runs in a session of its own, which Ctrl-C does not reach: a bench that ends ends it.
      const stop = () => {
        child.kill();
        rmSync(folder, { recursive: true, force: true });
      };
      process.once('exit', stop);
      const chunks = [];
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.on('error', fail);
      child.on('close', (code) => {
        process.off('exit', stop);
        if (code === 0) done(Buffer.concat(chunks).toString());
        else fail(new Error(`read-load exited with ${code}`));
      });
    });
    const { statuses, caches, latenciesUs, cpuMs } = JSON.parse(output);
    return { statuses, caches, latencies: latenciesUs.map((us) => us / 1000), toolCpuMs: cpuMs };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
