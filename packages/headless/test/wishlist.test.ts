import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import type { HeadlessClient, WishlistItem } from '../src/client.js';
import { memoryStorage } from '../src/shared/storage.js';
import {
  createWishlistMachine,
  WishlistStepError,
  wishlistMachine,
  wishlistProductId,
} from '../src/wishlist/wishlist.machine.js';
import {
  selectIsFavorite,
  selectLoginPromptOpen,
  selectWishlistBadge,
  selectWishlistError,
  selectWishlistItems,
  selectWishlistNoteDraft,
  selectWishlistTooltip,
} from '../src/wishlist/wishlist.selectors.js';
import { controlledActors, FakeApiError, flush } from './support/deferred.js';
import { startWishlist } from './support/persisted.js';
import { wishlistItemOf } from './support/sdk-fixtures.js';
import { GRAPH_LIMIT, replay } from './support/walk.js';

const P1 = '0123456789abcdef01234567';
const P2 = 'fedcba9876543210fedcba98';
const itemOf = wishlistItemOf;

/** An in-memory server with the SDK's wishlist surface. */
function fakeServer(initial: string[] = []) {
  const rows = new Map(initial.map((id) => [id, itemOf(id)]));
  const wishlist: HeadlessClient['wishlist'] = {
    list: vi.fn(async () => [...rows.values()]),
    check: vi.fn(async (id: string) => rows.has(id)),
    add: vi.fn(async (id: string) => {
      if (rows.has(id)) throw new FakeApiError('Produit déjà dans les favoris', 409);
      rows.set(id, itemOf(id));
      return itemOf(id);
    }),
    remove: vi.fn(async (id: string) => void rows.delete(id)),
    updateNote: vi.fn(async (id: string, notes: string) => {
      const row = { ...(rows.get(id) as WishlistItem), notes };
      rows.set(id, row);
      return row;
    }),
  };
  return { rows, client: { wishlist } };
}

describe('wishlist machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads when authenticated and clears when not', async () => {
    const storage = memoryStorage();
    const { client } = fakeServer([P1]);
    const actor = startWishlist(createWishlistMachine(client), storage);
    actor.send({ type: 'AUTHENTICATED' });
    await flush();
    expect(selectIsFavorite(actor.getSnapshot(), P1)).toBe(true);
    expect(JSON.parse(storage.getItem('wishlist-storage') ?? '{}').state.favoriteIds).toEqual([P1]);
    actor.send({ type: 'SIGNED_OUT' });
    expect(selectWishlistItems(actor.getSnapshot())).toEqual([]);
    expect(selectWishlistTooltip(actor.getSnapshot())).toBe('Favoris vides');
    expect(JSON.parse(storage.getItem('wishlist-storage') ?? '{}').state.favoriteIds).toEqual([]);
  });

  it('rebuilds the persisted wishlist into a set of ids', () => {
    const storage = memoryStorage();
    storage.setItem(
      'wishlist-storage',
      JSON.stringify({ state: { items: [itemOf(P1), itemOf(P2)] }, version: 0 }),
    );
    const actor = startWishlist(createWishlistMachine(fakeServer().client), storage);
    expect(actor.getSnapshot().context.favoriteIds).toEqual(new Set([P1, P2]));
    expect(selectWishlistBadge(actor.getSnapshot())).toBe('2');
  });

  it('toggle checks the server, then adds or removes', async () => {
    const { client, rows } = fakeServer();
    const actor = createActor(createWishlistMachine(client), { input: { isAuthenticated: true } }).start();
    await flush();
    actor.send({ type: 'TOGGLE', productId: P1 });
    await flush();
    expect(client.wishlist.check).toHaveBeenCalledWith(P1);
    expect(rows.has(P1)).toBe(true);
    expect(selectIsFavorite(actor.getSnapshot(), P1)).toBe(true);
    actor.send({ type: 'TOGGLE', productId: P1 });
    await flush();
    expect(rows.has(P1)).toBe(false);
    expect(selectIsFavorite(actor.getSnapshot(), P1)).toBe(false);
  });

  it('syncs and reloads when the server says the product is already in favourites', async () => {
    const { client, rows } = fakeServer();
    const actor = createActor(createWishlistMachine(client), { input: { isAuthenticated: true } }).start();
    await flush();
    // Another tab added it between the check and the add.
    vi.mocked(client.wishlist.check).mockImplementationOnce(async () => {
      rows.set(P2, itemOf(P2, 'depuis un autre onglet'));
      return false;
    });
    actor.send({ type: 'TOGGLE', productId: P2 });
    await flush();
    expect(client.wishlist.list).toHaveBeenCalledTimes(2);
    expect(selectIsFavorite(actor.getSnapshot(), P2)).toBe(true);
    expect(selectWishlistItems(actor.getSnapshot())[0]?.notes).toBe('depuis un autre onglet');
    expect(selectWishlistError(actor.getSnapshot())).toBeNull();
  });

  it('updates notes and removes with the 24-character id rule', async () => {
    const { client } = fakeServer([P1]);
    const actor = createActor(createWishlistMachine(client), { input: { isAuthenticated: true } }).start();
    await flush();
    actor.send({ type: 'UPDATE_NOTE', productId: P1, notes: 'Pour la Tabaski' });
    await flush();
    expect(selectWishlistItems(actor.getSnapshot())[0]?.notes).toBe('Pour la Tabaski');
    actor.send({ type: 'TOGGLE', productId: 'short-id' });
    expect(selectWishlistError(actor.getSnapshot())).toBe('ID de produit invalide');
    expect(client.wishlist.check).not.toHaveBeenCalled();
    actor.send({ type: 'REMOVE', productId: 'short-id' });
    expect(selectWishlistError(actor.getSnapshot())).toBe('ID de produit invalide');
    expect(client.wishlist.remove).not.toHaveBeenCalled();
    actor.send({ type: 'REMOVE', productId: P1 });
    await flush();
    expect(selectWishlistItems(actor.getSnapshot())).toEqual([]);
  });

  it('reports each failure with its message', async () => {
    const { client } = fakeServer([P1]);
    vi.mocked(client.wishlist.list).mockRejectedValueOnce(new FakeApiError('x', 500));
    const actor = createActor(createWishlistMachine(client), { input: { isAuthenticated: true } }).start();
    await flush();
    expect(selectWishlistError(actor.getSnapshot())).toBe('Erreur de chargement des favoris');
    vi.mocked(client.wishlist.add).mockRejectedValueOnce(new FakeApiError('x', 500));
    actor.send({ type: 'TOGGLE', productId: P2 });
    await flush();
    expect(selectWishlistError(actor.getSnapshot())).toBe("Erreur lors de l'ajout aux favoris");
    vi.mocked(client.wishlist.remove).mockRejectedValueOnce(new FakeApiError('x', 500));
    actor.send({ type: 'TOGGLE', productId: P1 });
    await flush();
    expect(selectWishlistError(actor.getSnapshot())).toBe('Erreur lors de la suppression des favoris');
    vi.mocked(client.wishlist.updateNote).mockRejectedValueOnce(new FakeApiError('x', 500));
    actor.send({ type: 'UPDATE_NOTE', productId: P1, notes: 'x' });
    await flush();
    expect(selectWishlistError(actor.getSnapshot())).toBe('Erreur lors de la mise à jour');
  });

  it("a refused note says the server's French reason and keeps the refused text for the editor", async () => {
    const { client } = fakeServer([P1]);
    const actor = createActor(createWishlistMachine(client), { input: { isAuthenticated: true } }).start();
    await flush();
    const reason = 'La note ne doit pas dépasser 500 caractères';
    const refusal = Object.assign(new FakeApiError(`${reason} - {"success":false}`, 400), {
      body: { success: false, message: reason },
    });
    vi.mocked(client.wishlist.updateNote).mockRejectedValueOnce(refusal);
    const long = 'a'.repeat(501);
    actor.send({ type: 'UPDATE_NOTE', productId: P1, notes: long });
    await flush();
    expect(selectWishlistError(actor.getSnapshot())).toBe(reason);
    expect(selectWishlistNoteDraft(actor.getSnapshot())).toEqual({ productId: P1, notes: long });
    actor.send({ type: 'UPDATE_NOTE', productId: P1, notes: 'Taille L' });
    await flush();
    expect(selectWishlistError(actor.getSnapshot())).toBeNull();
    expect(selectWishlistNoteDraft(actor.getSnapshot())).toBeNull();
  });

  it('a note saved while the list is still loading (or busy) is sent once it is ready, not dropped', async () => {
    const { client } = fakeServer([P1, P2]);
    // The list is loading when the shopper saves a note: the first answer is held back.
    let answerList: (items: WishlistItem[]) => void = () => undefined;
    vi.mocked(client.wishlist.list).mockImplementationOnce(
      () => new Promise<WishlistItem[]>((resolve) => (answerList = resolve)),
    );
    const actor = createActor(createWishlistMachine(client), {
      input: { isAuthenticated: true, items: [itemOf(P1), itemOf(P2)] },
    }).start();
    actor.send({ type: 'UPDATE_NOTE', productId: P1, notes: 'Pour le baptême, taille M' });
    expect(client.wishlist.updateNote).not.toHaveBeenCalled();
    answerList([itemOf(P1), itemOf(P2)]);
    await flush();
    expect(client.wishlist.updateNote).toHaveBeenCalledWith(P1, 'Pour le baptême, taille M');
    expect(selectWishlistItems(actor.getSnapshot())[0]?.notes).toBe('Pour le baptême, taille M');

    // Notes for two products while one is being saved: each follows, the last text per product.
    actor.send({ type: 'UPDATE_NOTE', productId: P1, notes: 'Taille M' });
    actor.send({ type: 'UPDATE_NOTE', productId: P2, notes: 'Pour Fatou' });
    actor.send({ type: 'UPDATE_NOTE', productId: P1, notes: 'Taille L' });
    actor.send({ type: 'UPDATE_NOTE', productId: P2, notes: 'Pour Awa' });
    await flush();
    expect(vi.mocked(client.wishlist.updateNote).mock.calls.slice(-3)).toEqual([
      [P1, 'Taille M'],
      [P1, 'Taille L'],
      [P2, 'Pour Awa'],
    ]);
    expect(selectWishlistItems(actor.getSnapshot()).map((item) => item.notes)).toEqual([
      'Taille L',
      'Pour Awa',
    ]);
  });

  it('a heart pressed while the list is still loading (or busy) is toggled once it is ready, not dropped', async () => {
    const { client, rows } = fakeServer([]);
    // Signed in on a slow line: the list is still loading when the shopper presses a heart.
    let answerList: (items: WishlistItem[]) => void = () => undefined;
    vi.mocked(client.wishlist.list).mockImplementationOnce(
      () => new Promise<WishlistItem[]>((resolve) => (answerList = resolve)),
    );
    const actor = createActor(createWishlistMachine(client), { input: { isAuthenticated: true } }).start();
    actor.send({ type: 'TOGGLE', productId: P1 });
    // A second press on the same heart before its turn (a double click) is the same press.
    actor.send({ type: 'TOGGLE', productId: P1 });
    expect(client.wishlist.check).not.toHaveBeenCalled();
    answerList([]);
    await flush();
    expect(selectIsFavorite(actor.getSnapshot(), P1)).toBe(true);
    expect([...rows.keys()]).toEqual([P1]);

    // While one heart is on its way, another press on it does not count; a press on another heart follows it.
    actor.send({ type: 'TOGGLE', productId: P2 });
    actor.send({ type: 'TOGGLE', productId: P2 });
    actor.send({ type: 'TOGGLE', productId: P1 });
    await flush();
    expect([...rows.keys()]).toEqual([P2]);
    expect(vi.mocked(client.wishlist.add).mock.calls).toEqual([[P1], [P2]]);
    expect(vi.mocked(client.wishlist.remove).mock.calls).toEqual([[P1]]);
    expect(selectIsFavorite(actor.getSnapshot(), P1)).toBe(false);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);

    // Signing out forgets hearts that were waiting.
    vi.mocked(client.wishlist.list).mockImplementationOnce(
      () => new Promise<WishlistItem[]>(() => undefined),
    );
    actor.send({ type: 'RELOAD' });
    actor.send({ type: 'TOGGLE', productId: P1 });
    actor.send({ type: 'SIGNED_OUT' });
    expect(actor.getSnapshot().context.pendingToggles).toEqual([]);
    actor.stop();
  });

  it('a guest toggle opens the login prompt, which closes after 5 s, on "Plus tard", or goes to login', () => {
    const { client } = fakeServer();
    const actor = createActor(createWishlistMachine(client), { input: {} }).start();
    const navigate = vi.fn();
    actor.on('navigate', navigate);
    actor.send({ type: 'TOGGLE', productId: P1 });
    expect(selectLoginPromptOpen(actor.getSnapshot())).toBe(true);
    expect(selectWishlistError(actor.getSnapshot())).toBe(
      'Vous devez être connecté pour ajouter aux favoris',
    );
    expect(client.wishlist.check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4999);
    expect(selectLoginPromptOpen(actor.getSnapshot())).toBe(true);
    vi.advanceTimersByTime(1);
    expect(selectLoginPromptOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'TOGGLE', productId: P1 });
    actor.send({ type: 'CLOSE_PROMPT' });
    expect(selectLoginPromptOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'TOGGLE', productId: P1 });
    actor.send({ type: 'SIGN_IN' });
    expect(navigate).toHaveBeenCalledWith({ type: 'navigate', to: '/login?redirect=wishlist' });
  });
});

describe('wishlistProductId', () => {
  it("reads the contract's string productId, and the product object older answers sent", () => {
    expect(wishlistProductId(wishlistItemOf(P1))).toBe(P1);
    // What the SDK's tolerant reader passes through from an older server, though typed as the contract's item.
    const older = (productId: unknown) => ({ productId }) as Pick<WishlistItem, 'productId'>;
    expect(wishlistProductId(older({ _id: P2, name: 'Boubou' }))).toBe(P2);
    expect(wishlistProductId(older({ id: P1 }))).toBe(P1);
    expect(wishlistProductId(older(null))).toBe('');
  });
});

describe('wishlist machine, model-based: every shortest and simple path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  type Event = EventFromLogic<typeof wishlistMachine>;
  const done = (actor: string, output: unknown) => ({ type: `xstate.done.actor.${actor}`, output });
  const failed = (actor: string, error: unknown) => ({ type: `xstate.error.actor.${actor}`, error });
  const events = [
    { type: 'AUTHENTICATED' },
    { type: 'SIGNED_OUT' },
    { type: 'RELOAD' },
    { type: 'TOGGLE', productId: P1 },
    { type: 'TOGGLE', productId: 'pas-un-id' },
    { type: 'REMOVE', productId: P1 },
    { type: 'REMOVE', productId: 'pas-un-id' },
    { type: 'UPDATE_NOTE', productId: P1, notes: 'Pour la Tabaski' },
    { type: 'CLOSE_PROMPT' },
    { type: 'SIGN_IN' },
    { type: 'DISMISS' },
    done('loadWishlist', [itemOf(P1)]),
    done('loadWishlist', []),
    failed('loadWishlist', new FakeApiError('', 500)),
    done('toggleFavourite', { kind: 'added', productId: P1, item: itemOf(P1) }),
    done('toggleFavourite', { kind: 'removed', productId: P1 }),
    done('toggleFavourite', { kind: 'already', productId: P1 }),
    failed('toggleFavourite', new WishlistStepError('remove', new FakeApiError('', 500))),
    failed('toggleFavourite', new FakeApiError('', 500)),
    done('removeFavourite', P1),
    failed('removeFavourite', new FakeApiError('', 500)),
    done('updateNote', itemOf(P1, 'Pour la Tabaski')),
    failed('updateNote', new FakeApiError('', 500)),
    { type: 'xstate.after.loginPrompt.wishlist.prompt.open' },
  ] as unknown as Event[];

  type Snap = ReturnType<typeof wishlistMachine.getInitialSnapshot>;
  const serializeState = (s: Snap) =>
    JSON.stringify({
      value: s.value,
      favorites: [...s.context.favoriteIds].sort(),
      notes: s.context.items.map((item) => item.notes ?? null),
      error: s.context.error,
      isAuthenticated: s.context.isAuthenticated,
    });
  // Simple paths over the data region and the favourites alone (prompt, errors and notes left out) stay a few
  // hundred; the shortest paths above cover the prompt and the errors.
  const coarse = (s: Snap) =>
    JSON.stringify([(s.value as { data: unknown }).data, [...s.context.favoriteIds].sort()]);
  const dataEvents = events.filter(
    (e) =>
      !['CLOSE_PROMPT', 'SIGN_IN', 'DISMISS'].includes(e.type) &&
      !e.type.startsWith('xstate.after.') &&
      (!('productId' in e) || e.productId === P1),
  );

  const inputs = {
    guest: {},
    'signed in': { isAuthenticated: true },
  } as const;
  const busyStates = ['loading', 'toggling', 'removing', 'updatingNote'];

  for (const [name, input] of Object.entries(inputs)) {
    const options = { events, input, limit: GRAPH_LIMIT };
    const paths = [
      ...getShortestPaths(wishlistMachine, { ...options, serializeState }).map((path) => ({
        ...path,
        serialize: serializeState,
      })),
      ...getSimplePaths(wishlistMachine, { ...options, events: dataEvents, serializeState: coarse }).map(
        (path) => ({ ...path, serialize: coarse }),
      ),
    ];

    it(`reaches every data state and both prompt states from ${name}`, () => {
      const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      for (const state of ['guest', 'loading', 'ready', 'toggling', 'removing', 'updatingNote', 'open']) {
        expect([...reached].some((value) => value.includes(`"${state}"`))).toBe(true);
      }
      expect(paths.length).toBeGreaterThan(100);
    });

    it.each(
      paths.map((p, i) => [i, p.steps.map((s) => s.event.type).join(' → ') || '(initial)', p] as const),
    )(`${name} path %i: %s`, async (_i, _name, path) => {
      const storage = memoryStorage();
      const control = controlledActors(['loadWishlist', 'toggleFavourite', 'removeFavourite', 'updateNote']);
      const machine = wishlistMachine.provide({
        actors: control.actors as never,
        delays: { loginPrompt: 1000 },
      });
      const actor = startWishlist(machine, storage, input);
      const navigations: string[] = [];
      actor.on('navigate', ({ to }) => navigations.push(to));
      for (const step of path.steps) {
        await replay(
          actor,
          step.event,
          control,
          (ms) => void vi.advanceTimersByTime(ms),
          () => 1000,
          flush,
        );
        const snapshot = actor.getSnapshot();
        expect(path.serialize(snapshot)).toBe(path.serialize(step.state));
        // The stored favourites always mirror the machine's; busy exactly while a call is out.
        const stored = JSON.parse(storage.getItem('wishlist-storage') ?? '{"state":{"favoriteIds":[]}}');
        expect(stored.state.favoriteIds).toEqual([...snapshot.context.favoriteIds]);
        const dataState = JSON.stringify(snapshot.value);
        expect(snapshot.hasTag('busy')).toBe(busyStates.some((state) => dataState.includes(`"${state}"`)));
      }
      const signIns = path.steps.filter((step) => step.event.type === 'SIGN_IN').length;
      expect(navigations).toEqual(Array(signIns).fill('/login?redirect=wishlist'));
      actor.stop();
    });
  }
});
