import { wishlistMessages } from '@teranga/messages/cart';
import { productMessages } from '@teranga/messages/catalogue';
import {
  type ActorRefFrom,
  assertEvent,
  assign,
  emit,
  fromPromise,
  type SnapshotFrom,
  setup,
  stateIn,
} from 'xstate';
import {
  errorMessage,
  errorStatus,
  type HeadlessClient,
  serverErrorMessage,
  type WishlistItem,
} from '../client.js';
import { notProvided } from '../shared/not-provided.js';
import { DEFAULT_SHOP_PATHS } from '../shared/paths.js';
import { TIMINGS } from '../timings.js';
import { isValidId } from '../validation/ids.js';
import { wishlistProductId } from './wishlist-item.js';

/** The default of the input's `loginPath` (`paths.wishlistLogin`, see shared/paths.ts). */
export const WISHLIST_LOGIN_PATH = DEFAULT_SHOP_PATHS.wishlistLogin;

// Read without the machine (the shop's first view reads stored favourites before xstate loads): its own module.
export { wishlistProductId } from './wishlist-item.js';

export type ToggleOutcome =
  | { kind: 'added'; productId: string; item: WishlistItem }
  | { kind: 'removed'; productId: string }
  | { kind: 'already'; productId: string };

/** A failed toggle says which step failed, so the banner names the right action. */
export class WishlistStepError extends Error {
  constructor(
    readonly step: 'add' | 'remove',
    override readonly cause: unknown,
  ) {
    // The server's own French reason, or the network's when it could not be reached; else the step's message.
    super(
      serverErrorMessage(cause, step === 'add' ? wishlistMessages.addFailed : wishlistMessages.removeFailed),
    );
  }
}

const isAlreadyThere = (error: unknown): boolean =>
  errorStatus(error) === 409 || /déjà/i.test(errorMessage(error, ''));

export interface WishlistInput {
  /** The favourites to start with (`restoreWishlist(storage)` reads the saved ones; `persistWishlist` saves them). */
  items?: WishlistItem[] | undefined;
  /** The favourite product ids, when they are known apart from the items; else the items' product ids. */
  favoriteIds?: readonly string[] | undefined;
  isAuthenticated?: boolean | undefined;
  /** Where « Se connecter » of the sign-in prompt leads (`paths.wishlistLogin`, default '/login?redirect=wishlist'). */
  loginPath?: string | undefined;
}

export interface WishlistContext {
  items: WishlistItem[];
  favoriteIds: ReadonlySet<string>;
  error: string | null;
  /** the note being saved; kept after a refusal, so the shopper gets their text back in the editor */
  noteDraft: { productId: string; notes: string } | null;
  /** notes saved while the list was busy (loading, adding, removing, saving a note), the last per product: sent in turn once it is ready */
  pendingNotes: { productId: string; notes: string }[];
  /**
   * hearts pressed while the list was busy (a slow line: still loading after sign-in, or another heart on its way), in
   * order, toggled in turn once it is ready; a heart already waiting or on its way takes no second press (a double click
   * is one press, as before)
   */
  pendingToggles: string[];
  /** the product whose heart is being toggled */
  toggling: string | null;
  isAuthenticated: boolean;
  /** Where « Se connecter » of the sign-in prompt leads. */
  loginPath: string;
}

export type WishlistEvent =
  | { type: 'AUTHENTICATED' }
  | { type: 'SIGNED_OUT' }
  | { type: 'RELOAD' }
  | { type: 'TOGGLE'; productId: string }
  | { type: 'REMOVE'; productId: string }
  | { type: 'UPDATE_NOTE'; productId: string; notes: string }
  | { type: 'CLOSE_PROMPT' }
  | { type: 'SIGN_IN' }
  | { type: 'DISMISS' };

export type WishlistEmitted = { type: 'navigate'; to: string };

const withItems = (items: WishlistItem[]) => ({ items, favoriteIds: new Set(items.map(wishlistProductId)) });

/** A heart pressed while the list is busy (loading, or a call out): kept for when it is ready (keepPendingToggle). */
const keepPressWhileBusy = [
  { guard: 'hasValidId', actions: 'keepPendingToggle' },
  { actions: 'invalidId' },
] as const;

export const wishlistMachine = setup({
  // XState reads these types only (the value is never used): one declaration of the machine's types.
  types: {} as {
    context: WishlistContext;
    events: WishlistEvent;
    input: WishlistInput;
    emitted: WishlistEmitted;
    tags: 'busy';
  },
  actors: {
    loadWishlist: fromPromise<WishlistItem[], void>(notProvided('loadWishlist')),
    toggleFavourite: fromPromise<ToggleOutcome, { productId: string }>(notProvided('toggleFavourite')),
    /** Resolves with the removed product id. */
    removeFavourite: fromPromise<string, { productId: string }>(notProvided('removeFavourite')),
    updateNote: fromPromise<WishlistItem, { productId: string; notes: string }>(notProvided('updateNote')),
  },
  delays: {
    /** The guest's login prompt closes itself after 5 s. */
    loginPrompt: TIMINGS.loginPrompt,
  },
  guards: {
    isAuthenticated: ({ context }) => context.isAuthenticated,
    isGuest: stateIn('#wishlist.data.guest'),
    hasValidId: ({ event }) => {
      assertEvent(event, ['TOGGLE', 'REMOVE']);
      return isValidId(event.productId);
    },
  },
  actions: {
    clear: assign({
      items: [],
      favoriteIds: () => new Set<string>(),
      error: null,
      pendingNotes: [],
      pendingToggles: [],
      toggling: null,
      isAuthenticated: false,
    }),
    // A note saved while the list is busy waits for it, instead of being dropped (the editor has closed already).
    keepPendingNote: assign({
      pendingNotes: ({ context, event }) => {
        assertEvent(event, 'UPDATE_NOTE');
        const others = context.pendingNotes.filter((note) => note.productId !== event.productId);
        return [...others, { productId: event.productId, notes: event.notes }];
      },
    }),
    // A heart pressed while the list is busy waits for it too: dropped, the press would do nothing at all.
    keepPendingToggle: assign({
      pendingToggles: ({ context, event }) => {
        assertEvent(event, 'TOGGLE');
        const waiting =
          context.toggling === event.productId || context.pendingToggles.includes(event.productId);
        return waiting ? context.pendingToggles : [...context.pendingToggles, event.productId];
      },
    }),
    markAuthenticated: assign({ isAuthenticated: true }),
    clearError: assign({ error: null }),
    needSignIn: assign({ error: wishlistMessages.signInToAdd }),
    invalidId: assign({ error: productMessages.invalidId }),
    goToLogin: emit(({ context }) => ({ type: 'navigate' as const, to: context.loginPath })),
  },
}).createMachine({
  id: 'wishlist',
  type: 'parallel',
  context: ({ input }) => ({
    items: input?.items ?? [],
    favoriteIds: new Set(input?.favoriteIds ?? (input?.items ?? []).map(wishlistProductId)),
    error: null,
    noteDraft: null,
    pendingNotes: [],
    pendingToggles: [],
    toggling: null,
    isAuthenticated: input?.isAuthenticated ?? false,
    loginPath: input?.loginPath ?? WISHLIST_LOGIN_PATH,
  }),
  states: {
    data: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'isAuthenticated', target: 'loading' }, { target: 'guest' }],
        },
        guest: {
          on: {
            AUTHENTICATED: { target: 'loading', actions: 'markAuthenticated' },
            TOGGLE: { actions: 'needSignIn' },
            SIGNED_OUT: { actions: 'clear' },
          },
        },
        signedIn: {
          initial: 'ready',
          on: {
            SIGNED_OUT: { target: 'guest', actions: 'clear' },
            // Reach here from the busy states only: `ready` takes the note and the heart itself.
            UPDATE_NOTE: { actions: 'keepPendingNote' },
            TOGGLE: keepPressWhileBusy,
          },
          states: {
            ready: {
              always: [
                {
                  guard: ({ context }) => context.pendingNotes.length > 0,
                  target: 'updatingNote',
                  actions: [
                    'clearError',
                    assign(({ context }) => ({
                      noteDraft: context.pendingNotes[0] ?? null,
                      pendingNotes: context.pendingNotes.slice(1),
                    })),
                  ],
                },
                {
                  guard: ({ context }) => context.pendingToggles.length > 0,
                  target: 'toggling',
                  actions: [
                    'clearError',
                    assign(({ context }) => ({
                      toggling: context.pendingToggles[0] ?? null,
                      pendingToggles: context.pendingToggles.slice(1),
                    })),
                  ],
                },
              ],
              on: {
                RELOAD: '#wishlist.data.loading',
                TOGGLE: [
                  {
                    guard: 'hasValidId',
                    target: 'toggling',
                    actions: ['clearError', assign({ toggling: ({ event }) => event.productId })],
                  },
                  { actions: 'invalidId' },
                ],
                REMOVE: [
                  { guard: 'hasValidId', target: 'removing', actions: 'clearError' },
                  { actions: 'invalidId' },
                ],
                UPDATE_NOTE: {
                  target: 'updatingNote',
                  actions: [
                    'clearError',
                    assign({
                      noteDraft: ({ event }) => ({ productId: event.productId, notes: event.notes }),
                    }),
                  ],
                },
              },
            },
            toggling: {
              tags: ['busy'],
              exit: assign({ toggling: null }),
              invoke: {
                id: 'toggleFavourite',
                src: 'toggleFavourite',
                // Set on the way in, from the press or from the one that waited.
                input: ({ context }) => ({ productId: context.toggling ?? '' }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.kind === 'already',
                    // Already in favourites on the server: sync the local set and reload the list.
                    target: '#wishlist.data.loading',
                    actions: [
                      assign({
                        favoriteIds: ({ context, event }) =>
                          new Set([...context.favoriteIds, event.output.productId]),
                      }),
                    ],
                  },
                  {
                    target: 'ready',
                    actions: [
                      assign(({ context, event }) => {
                        const outcome = event.output;
                        const others = context.items.filter(
                          (item) => wishlistProductId(item) !== outcome.productId,
                        );
                        return withItems(outcome.kind === 'added' ? [...others, outcome.item] : others);
                      }),
                    ],
                  },
                ],
                onError: {
                  target: 'ready',
                  actions: assign({
                    error: ({ event }) =>
                      event.error instanceof WishlistStepError
                        ? event.error.message
                        : wishlistMessages.addFailed,
                  }),
                },
              },
            },
            removing: {
              tags: ['busy'],
              invoke: {
                id: 'removeFavourite',
                src: 'removeFavourite',
                input: ({ event }) => {
                  assertEvent(event, 'REMOVE');
                  return { productId: event.productId };
                },
                onDone: {
                  target: 'ready',
                  actions: [
                    assign(({ context, event }) =>
                      withItems(context.items.filter((item) => wishlistProductId(item) !== event.output)),
                    ),
                  ],
                },
                onError: { target: 'ready', actions: assign({ error: wishlistMessages.removeFailed }) },
              },
            },
            updatingNote: {
              tags: ['busy'],
              invoke: {
                id: 'updateNote',
                src: 'updateNote',
                // Set on the way in, from the event or from the note that waited.
                input: ({ context }) => context.noteDraft ?? { productId: '', notes: '' },
                onDone: {
                  target: 'ready',
                  actions: [
                    assign({
                      noteDraft: null,
                      items: ({ context, event }) =>
                        context.items.map((item) =>
                          wishlistProductId(item) === wishlistProductId(event.output) ||
                          item.id === event.output.id
                            ? { ...item, notes: event.output.notes ?? null }
                            : item,
                        ),
                    }),
                  ],
                },
                onError: {
                  target: 'ready',
                  // The server's own reason (a note over 500 characters...), and the refused text kept for the editor.
                  actions: assign({
                    error: ({ event }) => serverErrorMessage(event.error, wishlistMessages.updateFailed),
                  }),
                },
              },
            },
          },
        },
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadWishlist',
            src: 'loadWishlist',
            onDone: {
              target: 'signedIn',
              actions: assign(({ event }) => ({ ...withItems(event.output), error: null })),
            },
            onError: { target: 'signedIn', actions: assign({ error: wishlistMessages.loadFailed }) },
          },
          on: {
            SIGNED_OUT: { target: 'guest', actions: 'clear' },
            UPDATE_NOTE: { actions: 'keepPendingNote' },
            TOGGLE: keepPressWhileBusy,
          },
        },
      },
    },
    prompt: {
      initial: 'closed',
      states: {
        closed: {
          on: { TOGGLE: { guard: 'isGuest', target: 'open' } },
        },
        open: {
          after: { loginPrompt: 'closed' },
          on: {
            CLOSE_PROMPT: 'closed',
            SIGN_IN: { target: 'closed', actions: 'goToLogin' },
          },
        },
      },
    },
  },
  on: {
    DISMISS: { actions: 'clearError' },
  },
});

/**
 * The machine's actors, made from an SDK client.
 * @example wishlistMachine.provide({ actors: wishlistActors(sdk) });
 */
export function wishlistActors(client: Pick<HeadlessClient, 'wishlist'>) {
  return {
    loadWishlist: fromPromise<WishlistItem[], void>(() => client.wishlist.list()),
    toggleFavourite: fromPromise<ToggleOutcome, { productId: string }>(async ({ input: { productId } }) => {
      const inWishlist = await client.wishlist.check(productId).catch((cause) => {
        throw new WishlistStepError('add', cause);
      });
      if (inWishlist) {
        if (!isValidId(productId))
          throw new WishlistStepError('remove', new Error(productMessages.invalidId));
        await client.wishlist.remove(productId).catch((cause) => {
          throw new WishlistStepError('remove', cause);
        });
        return { kind: 'removed', productId };
      }
      try {
        return { kind: 'added', productId, item: await client.wishlist.add(productId) };
      } catch (cause) {
        if (isAlreadyThere(cause)) return { kind: 'already', productId };
        throw new WishlistStepError('add', cause);
      }
    }),
    removeFavourite: fromPromise<string, { productId: string }>(async ({ input: { productId } }) => {
      await client.wishlist.remove(productId);
      return productId;
    }),
    updateNote: fromPromise<WishlistItem, { productId: string; notes: string }>(({ input }) =>
      client.wishlist.updateNote(input.productId, input.notes),
    ),
  };
}

/**
 * The wishlist machine wired to an SDK client.
 * @example const wishlist = createActor(createWishlistMachine(sdk)).start();
 */
export const createWishlistMachine = (client: Pick<HeadlessClient, 'wishlist'>) =>
  wishlistMachine.provide({ actors: wishlistActors(client) });

export type WishlistMachine = typeof wishlistMachine;
export type WishlistActorRef = ActorRefFrom<typeof wishlistMachine>;
export type WishlistSnapshot = SnapshotFrom<typeof wishlistMachine>;
