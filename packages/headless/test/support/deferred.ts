import { fromPromise } from 'xstate';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  input: unknown;
}

/**
 * Promise actors that wait for the test: each start queues a deferred under the actor's name, so a model-based
 * walk resolves or rejects exactly the call the machine made.
 */
export function controlledActors<Names extends string>(names: readonly Names[]) {
  const pending = new Map<string, Deferred<unknown>[]>();
  const calls: Array<{ name: Names; input: unknown }> = [];
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise<unknown, unknown>(({ input }) => {
        calls.push({ name, input });
        let resolve!: (value: unknown) => void;
        let reject!: (error: unknown) => void;
        const promise = new Promise<unknown>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        const queue = pending.get(name) ?? [];
        queue.push({ promise, resolve, reject, input });
        pending.set(name, queue);
        return promise;
      }),
    ]),
  ) as Record<Names, ReturnType<typeof fromPromise<unknown, unknown>>>;
  // The latest call is the live one: an invocation left behind (its state exited) was stopped by the machine.
  const take = (name: string) => {
    const queue = pending.get(name);
    const next = queue?.pop();
    if (queue) queue.length = 0;
    if (!next) throw new Error(`no pending call of ${name}`);
    return next;
  };
  return {
    actors,
    calls,
    resolve: (name: string, value: unknown) => take(name).resolve(value),
    reject: (name: string, error: unknown) => take(name).reject(error),
  };
}

/** Lets resolved promises reach the machine. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

export class FakeApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
