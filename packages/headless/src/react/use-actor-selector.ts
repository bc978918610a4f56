import { useCallback, useRef, useSyncExternalStore } from 'react';

/** What the hook needs of an actor: its snapshot and a way to hear it change (any XState actor has both). */
export interface Observable<S> {
  getSnapshot: () => S;
  subscribe: (listener: () => void) => { unsubscribe: () => void };
}

/**
 * Reads an actor (or nothing yet) through a selector, re-rendering when the answer changes, as `@xstate/react`'s
 * `useSelector` does. Written on React's own `useSyncExternalStore` because importing `@xstate/react` makes a bundler
 * place all of xstate (which it imports) in the first load, though only the lazily loaded machines use it.
 * @example const count = useActorSelector(shop?.cart, (snapshot) => snapshot?.context.totalItems ?? 0);
 */
export function useActorSelector<S, T>(
  actor: Observable<S> | undefined,
  select: (snapshot: S | undefined) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  // The same answer for the same snapshot and selector (React asks again on every render and after each change).
  const last = useRef<{ snapshot: S | undefined; select: unknown; value: T } | undefined>(undefined);
  const read = () => {
    const snapshot = actor?.getSnapshot();
    const previous = last.current;
    if (previous && previous.snapshot === snapshot && previous.select === select) return previous.value;
    const value = select(snapshot);
    // A new snapshot with an equal answer keeps the previous answer: no render for it.
    const kept = previous && compare(previous.value, value) ? previous.value : value;
    last.current = { snapshot, select, value: kept };
    return kept;
  };
  return useSyncExternalStore(subscribe, read, read);
}
