import { QueryClient } from '@tanstack/react-query';
import type { Category } from '@teranga/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_REFETCH_MS, emitProductEvent, syncCategoryCounts } from './catalogue/product-events';
import { createQueryClient } from './query-client';

describe('query client (the storefront document cache settings)', () => {
  const defaults = createQueryClient().getDefaultOptions().queries ?? {};
  const retry = defaults.retry as (failures: number, error: unknown) => boolean;
  const retryDelay = defaults.retryDelay as (attempt: number) => number;

  it('keeps data fresh for 5 minutes, discards unused data after 5 minutes, never refetches on focus', () => {
    expect(defaults.staleTime).toBe(300_000);
    expect(defaults.gcTime).toBe(300_000);
    expect(defaults.refetchOnWindowFocus).toBe(false);
  });

  it('retries a failure 3 times, waiting twice as long each time, never more than 30 s', () => {
    const network = new Error('Erreur de réseau. Vérifiez votre connexion internet.');
    expect([0, 1, 2, 3].map((failures) => retry(failures, network))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 4, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 16_000, 30_000]);
  });

  it('does not retry an answer that will not change (4xx)', () => {
    expect(retry(0, Object.assign(new Error('Produit introuvable'), { status: 404 }))).toBe(false);
    expect(retry(0, Object.assign(new Error('Erreur serveur'), { status: 503 }))).toBe(true);
  });
});

describe('category counts follow product events', () => {
  const key = ['catalogue', 'categories'];
  const category = (slug: string, productCount: number) =>
    ({ _id: `${slug}-id`, id: `${slug}-id`, name: slug, slug, productCount }) as Category;
  let client: QueryClient;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    // The listener lives on window; in Node an EventTarget stands for it (no BroadcastChannel needed here).
    vi.stubGlobal('window', new EventTarget());
    client = new QueryClient();
    client.setQueryData(key, [category('femme', 2), category('homme', 5)]);
    stop = syncCategoryCounts(client);
  });

  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const counts = () => client.getQueryData<Category[]>(key)?.map((c) => c.productCount);

  it('adjusts the counts at once on added, removed and moved products', () => {
    emitProductEvent({ type: 'product-added', category: 'femme' });
    expect(counts()).toEqual([3, 5]);
    emitProductEvent({ type: 'product-moved', from: 'femme', to: 'homme-id' });
    expect(counts()).toEqual([2, 6]);
    emitProductEvent({ type: 'product-removed', category: 'homme' });
    expect(counts()).toEqual([2, 5]);
  });

  it('asks the server for the real counts 2 s after the last event', () => {
    expect(CATEGORY_REFETCH_MS).toBe(2000);
    emitProductEvent({ type: 'product-added', category: 'femme' });
    vi.advanceTimersByTime(1999);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
