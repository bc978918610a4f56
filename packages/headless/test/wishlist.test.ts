import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { HeadlessClient, WishlistItem } from '../src/client.js';
import { memoryStorage } from '../src/shared/storage.js';
import { createWishlistMachine, wishlistProductId } from '../src/wishlist/wishlist.machine.js';
import {
  selectIsFavorite,
  selectLoginPromptOpen,
  selectWishlistBadge,
  selectWishlistError,
  selectWishlistItems,
  selectWishlistTooltip,
} from '../src/wishlist/wishlist.selectors.js';
import { FakeApiError, flush } from './support/deferred.js';
import { startWishlist } from './support/persisted.js';
import { wishlistItemOf } from './support/sdk-fixtures.js';

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
