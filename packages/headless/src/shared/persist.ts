import type { Actor, AnyStateMachine, ContextFrom } from 'xstate';

export interface Persistence<TMachine extends AnyStateMachine, TStored> {
  /** What the storage held when the actor was made: nothing is written while the actor's part still equals it. */
  stored: TStored;
  /** The part of the actor's persisted context that is kept, in the stored format. */
  select: (context: ContextFrom<TMachine>) => TStored;
  write: (stored: TStored) => void;
  /**
   * Write nothing before `start()`: for an actor that may be made and dropped unstarted (React's StrictMode runs a
   * state initializer twice), whose initial snapshot already differs from storage. The actor's first notification,
   * at `start()`, writes it.
   */
  fromStart?: boolean | undefined;
}

/**
 * Keeps storage in step with an actor from outside the machine: whenever the selected part of
 * `actor.getPersistedSnapshot()` changes, it is written. Subscribe before `start()` so that the writes come before
 * other subscribers react (a client built without the session bridge reads the stored token). Returns the unsubscribe
 * function.
 * @example const stop = persist(shop.cart, { stored: null, select: (snapshot) => snapshot.context.items, write: saveItems });
 */
export function persist<TMachine extends AnyStateMachine, TStored>(
  actor: Actor<TMachine>,
  { stored, select, write, fromStart = false }: Persistence<TMachine, TStored>,
): () => void {
  let last = JSON.stringify(stored);
  const save = () => {
    // A machine's persisted snapshot always has its context (actor refs in it become plain references).
    const { context } = actor.getPersistedSnapshot() as unknown as { context: ContextFrom<TMachine> };
    const next = select(context);
    const text = JSON.stringify(next);
    if (text === last) return;
    last = text;
    write(next);
  };
  if (!fromStart) save();
  const subscription = actor.subscribe(save);
  return () => subscription.unsubscribe();
}
