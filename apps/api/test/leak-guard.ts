// Setup file: a test file fails when it leaves running what its servers started (an interval such as a sweeper, a
// job runner's or a poller's, a listening server, a child process). Where one worker runs every file (isolate: false),
// what a file leaves keeps working beside the files after it, on databases that are closed.
import { afterAll } from 'vitest';

interface Tracked {
  intervals: Map<NodeJS.Timeout, string>;
}

const state = globalThis as typeof globalThis & { __terangaIntervals?: Tracked };
if (!state.__terangaIntervals) {
  const tracked: Tracked = { intervals: new Map() };
  state.__terangaIntervals = tracked;
  const { setInterval: start, clearInterval: clearRepeat, clearTimeout: clearOnce } = globalThis;
  globalThis.setInterval = ((...args: Parameters<typeof start>) => {
    const timer = start(...args);
    tracked.intervals.set(timer, new Error().stack?.split('\n').slice(2, 5).join('\n') ?? '');
    return timer;
  }) as typeof start;
  // The tests' code passes the timer itself (never its numeric id).
  const forget = (timer: unknown) => tracked.intervals.delete(timer as NodeJS.Timeout);
  globalThis.clearInterval = ((timer) => {
    forget(timer);
    clearRepeat(timer);
  }) as typeof clearRepeat;
  globalThis.clearTimeout = ((timer) => {
    forget(timer);
    clearOnce(timer);
  }) as typeof clearOnce;
}
const tracked = state.__terangaIntervals;
// Only this file's: what an earlier file left was reported there.
tracked.intervals.clear();

afterAll(async () => {
  // A server's close ends its sockets on the next turns.
  await new Promise((done) => setTimeout(done, 50));
  const left: string[] = [...tracked.intervals.values()].map((stack) => `an interval started\n${stack}`);
  const resources = process.getActiveResourcesInfo();
  const servers = resources.filter((kind) => kind === 'TCPServerWrap').length;
  const processes = resources.filter((kind) => kind === 'ProcessWrap').length;
  if (servers > 0) left.push(`${servers} listening server(s)`);
  if (processes > 0) left.push(`${processes} child process(es)`);
  tracked.intervals.clear();
  if (left.length > 0) throw new Error(`still running after this file's afterAll:\n${left.join('\n')}`);
});
