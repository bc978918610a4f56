import type { AnyActorRef, EventObject } from 'xstate';

/** Upper bound on the states a model walk may visit: a machine whose state space explodes fails fast instead of hanging. */
export const GRAPH_LIMIT = 5_000;

export interface WalkControls {
  resolve: (name: string, value: unknown) => void;
  reject: (name: string, error: unknown) => void;
}

/**
 * Replays one step of a path from @xstate/graph on a live actor: invocation results settle the pending call,
 * delayed events advance the fake clock, anything else is sent as is.
 */
export async function replay(
  actor: AnyActorRef,
  event: EventObject & { output?: unknown; error?: unknown },
  controls: WalkControls,
  advance: (ms: number) => Promise<void> | void,
  delayMs: (event: EventObject) => number,
  flush: () => Promise<void>,
): Promise<void> {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (done?.[1]) controls.resolve(done[1], event.output);
  else if (error?.[1]) controls.reject(error[1], event.error);
  else if (event.type.startsWith('xstate.after.')) await advance(delayMs(event));
  else if (event.type === 'xstate.init') return;
  else actor.send(event);
  await flush();
}
