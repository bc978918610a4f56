import cluster from 'node:cluster';
import { processMessages } from '@teranga/messages';

/** WEB_CONCURRENCY that cannot be served: not a count, or several processes over embedded PGlite. */
export class WebConcurrencyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebConcurrencyError';
  }
}

/**
 * How many server processes share the port: WEB_CONCURRENCY (default 1). Several need PostgreSQL, since PGlite
 * lives inside one process; each process is then one more instance of the API (DESIGN.md, "Growing past one
 * machine"), with its own connections and memory, seeing the others' writes through the database.
 */
export function webConcurrencyOf(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new WebConcurrencyError(processMessages.invalidCount(raw));
  }
  if (count > 1 && !databaseUrl) throw new WebConcurrencyError(processMessages.needsPostgres(count));
  return count;
}

/**
 * The primary process: starts `count` workers running this same entry point, starts again any that dies, and on
 * SIGINT/SIGTERM stops them all before `stop` (which releases what the primary holds) runs.
 */
export function superviseWorkers(count: number, stop: () => Promise<void> | void): void {
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(processMessages.workerStopped(worker.process.pid ?? 0, signal ?? `code ${code}`));
    cluster.fork();
  });
  console.log(processMessages.started(count));
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.once(name, async () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((done) => {
              if (!worker || worker.isDead()) return done();
              worker.once('exit', () => done());
              worker.process.kill(name);
            }),
        ),
      );
      await stop();
      process.exit(0);
    });
  }
}
