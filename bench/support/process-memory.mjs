// The memory of a server process during a bench, read from outside it: the resident set (VmRSS in /proc/<pid>/status)
// and the V8 heap in use, from a Node.js diagnostic report the process writes when sent SIGUSR2. Nothing is added to
// the server and nothing is served over HTTP: only a process of the same user can ask, and the report (which also
// lists the process's environment) goes to a private temporary folder and is deleted as soon as it is read.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const REPORT_LINE = /^(Writing Node\.js report to file|Node\.js report completed)/;

/** A folder for the reports, and the node flags that make the server write one on SIGUSR2 into it. */
export function memoryReports() {
  const folder = mkdtempSync(join(tmpdir(), 'teranga-bench-reports-'));
  return {
    folder,
    nodeArgs: [
      '--report-on-signal',
      '--report-signal=SIGUSR2',
      `--report-directory=${folder}`,
      '--report-compact',
      '--report-exclude-network',
    ],
    /** Node announces each report on stderr: these lines are not the server's. */
    isReportLine: (line) => REPORT_LINE.test(line),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** Resident set of a process in bytes (Linux), or NaN once it is gone. */
export function residentBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Asks the process for a report and answers `{ heapUsed, heapTotal, cpuSeconds }` (bytes, seconds of user + system
 * CPU since it started), or undefined when none came within `waitMs` (a busy event loop answers late).
 */
export async function heapReport(pid, folder, waitMs = 5000) {
  try {
    process.kill(pid, 'SIGUSR2');
  } catch {
    return undefined; // the process is gone
  }
  for (let waited = 0; waited < waitMs; waited += 50) {
    await sleep(50);
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      let report;
      try {
        report = JSON.parse(readFileSync(path, 'utf8'));
      } catch {
        continue; // still being written
      }
      rmSync(path, { force: true });
      return {
        heapUsed: report.javascriptHeap.usedMemory,
        heapTotal: report.javascriptHeap.totalMemory,
        cpuSeconds: report.resourceUsage.userCpuSeconds + report.resourceUsage.kernelCpuSeconds,
      };
    }
  }
  return undefined;
}

/**
 * "Memory flat within `tolerance` after warm-up": the mean of the samples of the first `windowS` seconds after
 * `warmupS` against the mean of the last `windowS` seconds (and each window's lowest sample). Samples are
 * `{ atS, value }`. Answers undefined when the run is too short for two windows that do not overlap.
 */
export function flatness(samples, { warmupS, windowS, endS, tolerance }) {
  if (endS - warmupS < 2 * windowS) return undefined;
  const window = (from, to) =>
    samples.filter((s) => s.atS >= from && s.atS < to && Number.isFinite(s.value)).map((s) => s.value);
  const mean = (values) =>
    values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
  const early = window(warmupS, warmupS + windowS);
  const late = window(endS - windowS, endS + 1);
  const first = mean(early);
  const last = mean(late);
  const change = (last - first) / first;
  // The lowest sample of each window: for a garbage-collected heap, what survives collections (its floor).
  return {
    first,
    last,
    change,
    flat: Math.abs(change) <= tolerance,
    floors: [Math.min(...early), Math.min(...late)],
  };
}
