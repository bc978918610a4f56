// Starts the real API (apps/api/src/main.ts) for a bench, on 127.0.0.1:`port`, and waits for its health check.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '../..');
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * `env` adds to or overrides the server's settings, `nodeArgs` are more flags for node. The server's stdout (its log)
 * is dropped and its stderr shown, unless `onStdout(line)` / `onStderr(line)` take their lines. The answer's `stop()`
 * ends the server's process group (a promise of its exit), `kill()` at once (for an exiting bench); its `pid` is the
 * server's own process (node runs main.ts, tsx is only a loader).
 */
export async function startApi({ port, env = {}, nodeArgs = [], onStdout, onStderr, waitSeconds = 60 }) {
  // node itself (not npx, which puts the server in a process group of its own): stopping the group stops the server.
  const args = [...nodeArgs, '--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      STATIC_DIR: join(tmpdir(), 'teranga-bench-no-app'),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', onStdout ? 'pipe' : 'ignore', onStderr ? 'pipe' : 'inherit'],
    detached: true,
  });
  if (onStdout) createInterface({ input: child.stdout }).on('line', onStdout);
  if (onStderr) createInterface({ input: child.stderr }).on('line', onStderr);
  const base = `http://127.0.0.1:${port}`;
  const cpuSeconds = () => processGroupCpuSeconds(child.pid);
  const exited = new Promise((done) => child.once('exit', done));
  // SIGTERM is the server's clean shutdown; one that has not ended within `graceMs` (a database gone mid-query can
  // hold its pool) is killed. Awaiting the answer is optional: the signal is sent at once.
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {} // already gone
  };
  const stop = (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), graceMs);
    timer.unref();
    return exited.finally(() => clearTimeout(timer));
  };
  for (let i = 0; i < waitSeconds * 5; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok)
        return { base, stop, kill: () => signal('SIGKILL'), pid: child.pid, cpuSeconds };
    } catch {}
    await sleep(200);
  }
  stop();
  throw new Error('the server did not start');
}

/**
 * CPU time (user + system, seconds) used so far by every process of a group (the server and its workers), from
 * /proc: a figure that other load on the machine barely moves. NaN where /proc is missing (not Linux).
 */
export function processGroupCpuSeconds(groupId) {
  const ticks = ticksByProcess((_command, group) => group === groupId);
  return ticks ? sum(ticks.values()) / 100 : Number.NaN; // USER_HZ is 100 on Linux
}

/**
 * CPU time (seconds) the processes running `command` (`postgres`: the database's server and its backends) use from
 * this call on, read by the function answered: each process counts from where it stood then (a backend started
 * since counts whole; one that has ended meanwhile no longer counts). NaN where /proc is missing.
 */
export function commandCpuMeter(command) {
  const matches = (name) => name === command;
  const start = ticksByProcess(matches);
  return () => {
    const now = ticksByProcess(matches);
    if (!start || !now) return Number.NaN;
    let ticks = 0;
    for (const [pid, used] of now) ticks += used - (start.get(pid) ?? 0);
    return ticks / 100;
  };
}

const sum = (values) => [...values].reduce((a, b) => a + b, 0);

/** User + system clock ticks of each process `wanted(command, processGroup)` keeps, by pid; undefined without /proc. */
function ticksByProcess(wanted) {
  const ticks = new Map();
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      // Fields after the command name (which may hold spaces): state is field 3, pgrp 5, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (!wanted(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), Number(fields[2]))) continue;
      ticks.set(entry, Number(fields[11]) + Number(fields[12]));
    }
  } catch {
    return undefined;
  }
  return ticks;
}
