/**
 * A module fetched on first use: `preload()` starts the request (on hover or focus), `load()` resolves to the
 * module, and `loaded` holds it once there, so that later mounts render it at once.
 */
export interface LazyModule<M> {
  readonly loaded: M | undefined;
  preload: () => void;
  load: () => Promise<M>;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined;
  const lazy: { loaded: M | undefined } & Omit<LazyModule<M>, 'loaded'> = {
    loaded: undefined,
    load: () => {
      pending ??= importer().then(
        (module) => {
          lazy.loaded = module;
          return module;
        },
        (error: unknown) => {
          // A failed request (offline, new deployment) may be tried again on the next use.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    preload: () => {
      lazy.load().catch(() => undefined);
    },
  };
  return lazy;
}
