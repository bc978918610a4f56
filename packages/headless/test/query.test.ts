import { QueryClient } from '@tanstack/react-query';
import type { TerangaClient } from '@teranga/sdk';
import { describe, expect, it } from 'vitest';
import {
  accountQueryKeys,
  terangaOrderQueries,
  terangaSellerQueries,
  terangaStaffQueries,
} from '../src/account-query.js';
import {
  CATALOGUE_CACHE,
  PERSONAL_CACHE,
  TERANGA_RETRY,
  terangaQueries,
  terangaQueryKeys,
  terangaSiteQueries,
} from '../src/query.js';

/** A client that records each call's arguments and answers with them. */
function recordingClient() {
  const calls: { name: string; args: unknown[] }[] = [];
  const resource = (group: string) =>
    new Proxy(
      {},
      {
        get:
          (_target, method) =>
          async (...args: unknown[]) => {
            calls.push({ name: `${group}.${String(method)}`, args });
            return { answeredBy: `${group}.${String(method)}` };
          },
      },
    );
  const sdk = {
    catalogue: resource('catalogue'),
    wishlist: resource('wishlist'),
    seller: resource('seller'),
    orders: resource('orders'),
    staff: resource('staff'),
  } as unknown as Pick<TerangaClient, 'catalogue' | 'wishlist' | 'seller' | 'orders' | 'staff'>;
  return { sdk, calls };
}

describe('terangaQueries', () => {
  it('keys the catalogue under one family, with the document’s 5-minute cache', () => {
    const queries = terangaQueries(recordingClient().sdk);
    const products = queries.catalogue.products({ category: 'femme', page: 2 });
    expect(products.queryKey).toEqual(['catalogue', 'products', { category: 'femme', page: 2 }]);
    expect(products).toMatchObject(CATALOGUE_CACHE);
    expect(CATALOGUE_CACHE).toEqual({ staleTime: 300_000, gcTime: 300_000, ...TERANGA_RETRY });
    for (const options of [
      queries.catalogue.home(),
      queries.catalogue.product('p1'),
      queries.catalogue.categories(),
    ]) {
      expect(options.queryKey[0]).toBe(terangaQueryKeys.catalogue[0]);
    }
  });

  it('refetches a person’s own data on mount', () => {
    const queries = terangaQueries(recordingClient().sdk);
    expect(queries.wishlist.list()).toMatchObject({ queryKey: ['wishlist', 'list'], ...PERSONAL_CACHE });
    expect(terangaSellerQueries(recordingClient().sdk).stats()).toMatchObject({
      queryKey: ['seller', 'stats'],
      staleTime: 0,
    });
  });

  it('hands the query’s signal to the SDK call, through a real QueryClient', async () => {
    const { sdk, calls } = recordingClient();
    const queries = terangaQueries(sdk);
    const client = new QueryClient();

    const data = await client.fetchQuery(queries.catalogue.related('p1', 4));
    await client.fetchQuery(queries.wishlist.check('p2'));

    expect(data).toEqual({ answeredBy: 'catalogue.related' });
    expect(calls[0]?.args.slice(0, 2)).toEqual(['p1', 4]);
    expect((calls[0]?.args[2] as { signal?: unknown } | undefined)?.signal).toBeInstanceOf(AbortSignal);
    expect(calls[1]?.name).toBe('wishlist.check');
    expect((calls[1]?.args[1] as { signal?: unknown } | undefined)?.signal).toBeInstanceOf(AbortSignal);
    expect(client.getQueryData(terangaQueryKeys.related('p1', 4))).toEqual(data);
    client.clear();
  });

  it('hands the signal to the seller’s orders call too', async () => {
    const { sdk, calls } = recordingClient();
    const client = new QueryClient();

    await client.fetchQuery(terangaSellerQueries(sdk).orders({ status: 'processing' }));

    expect(calls[0]?.name).toBe('orders.listForSeller');
    expect(calls[0]?.args[0]).toEqual({ status: 'processing' });
    expect((calls[0]?.args[1] as { signal?: unknown } | undefined)?.signal).toBeInstanceOf(AbortSignal);
    client.clear();
  });
});

/** The seller area's factories, as a seller screen reads them. */
const ledger = (sdk: Parameters<typeof terangaSellerQueries>[0]) => ({ seller: terangaSellerQueries(sdk) });

describe('the query factories of parts, refunds, the ledger and the staff desk', () => {
  it('keys the customer’s orders under orders, and the seller’s ledger under seller', () => {
    const { sdk } = recordingClient();
    const queries = { ...terangaQueries(sdk), orders: terangaOrderQueries(sdk), ...ledger(sdk) };
    expect(queries.orders.mine({ page: 1 }).queryKey).toEqual(['orders', 'mine', { page: 1 }]);
    expect(queries.orders.one('o1').queryKey).toEqual(['orders', 'one', 'o1']);
    expect(queries.orders.track('TRG-1', 'a@b.sn')).toMatchObject({
      queryKey: ['orders', 'track', 'TRG-1', 'a@b.sn'],
      retry: false,
    });
    expect(queries.seller.ledger()).toMatchObject({ queryKey: ['seller', 'ledger', {}], ...PERSONAL_CACHE });
    expect(queries.seller.ledger().queryKey[0]).toBe(accountQueryKeys.seller[0]);
  });

  it('keys the staff desk under one family, so one invalidation refreshes balances, refunds and flagged orders', () => {
    const queries = { staff: terangaStaffQueries(recordingClient().sdk) };
    for (const options of [
      queries.staff.sellers(),
      queries.staff.balances(),
      queries.staff.refunds('failed'),
      queries.staff.refunds(),
      queries.staff.flaggedOrders(),
    ]) {
      expect(options.queryKey[0]).toBe(accountQueryKeys.staff[0]);
    }
    expect(queries.staff.refunds().queryKey).toEqual(['staff', 'refunds', 'all']);
  });

  it('asks the staff calls with the query’s signal, and the flagged orders with flagged: true', async () => {
    const { sdk, calls } = recordingClient();
    const queries = {
      ...terangaQueries(sdk),
      ...ledger(sdk),
      orders: terangaOrderQueries(sdk),
      staff: terangaStaffQueries(sdk),
    };
    const client = new QueryClient();

    await client.fetchQuery(queries.staff.refunds('failed'));
    await client.fetchQuery(queries.staff.flaggedOrders({ page: 1, limit: 50 }));
    await client.fetchQuery(queries.seller.ledger({ page: 2 }));
    await client.fetchQuery(queries.orders.one('o1'));

    expect(calls.map((call) => call.name)).toEqual([
      'staff.refunds',
      'orders.listMine',
      'seller.ledger',
      'orders.get',
    ]);
    expect(calls[0]?.args[0]).toBe('failed');
    expect((calls[0]?.args[1] as { signal?: unknown } | undefined)?.signal).toBeInstanceOf(AbortSignal);
    expect(calls[1]?.args[0]).toEqual({ page: 1, limit: 50, flagged: true });
    expect(calls[2]?.args[0]).toEqual({ page: 2 });
    expect((calls[3]?.args[1] as { signal?: unknown } | undefined)?.signal).toBeInstanceOf(AbortSignal);
    client.clear();
  });
});

describe('the query factories of payouts', () => {
  it('keys staff’s payouts under staff and the seller’s under seller, and asks with the signal', async () => {
    const { sdk, calls } = recordingClient();
    const staff = terangaStaffQueries(sdk);
    const seller = terangaSellerQueries(sdk);
    expect(staff.payouts().queryKey).toEqual(['staff', 'payouts', 'all']);
    expect(staff.payouts('failed')).toMatchObject({
      queryKey: ['staff', 'payouts', 'failed'],
      ...PERSONAL_CACHE,
    });
    expect(staff.payouts().queryKey[0]).toBe(accountQueryKeys.staff[0]);
    expect(seller.payouts()).toMatchObject({ queryKey: ['seller', 'payouts'], ...PERSONAL_CACHE });
    expect(seller.payouts().queryKey[0]).toBe(accountQueryKeys.seller[0]);
    const client = new QueryClient();
    await client.fetchQuery(staff.payouts('failed'));
    await client.fetchQuery(seller.payouts());
    expect(calls.map((call) => call.name)).toEqual(['staff.payouts', 'seller.payouts']);
    expect(calls[0]?.args[0]).toBe('failed');
    expect((calls[0]?.args[1] as { signal?: unknown } | undefined)?.signal).toBeInstanceOf(AbortSignal);
    expect((calls[1]?.args[0] as { signal?: unknown } | undefined)?.signal).toBeInstanceOf(AbortSignal);
    client.clear();
  });
});

describe('the factories’ retry (TERANGA_RETRY)', () => {
  const retry = TERANGA_RETRY.retry;
  const network = Object.assign(new Error('Erreur de réseau. Vérifiez votre connexion internet.'), {
    status: 0,
  });

  it('tries a network error or a server failure once more, a second later, then gives up', () => {
    expect([0, 1, 2].map((failures) => retry(failures, network))).toEqual([true, false, false]);
    expect(retry(0, Object.assign(new Error('Erreur serveur'), { status: 503 }))).toBe(true);
    expect(TERANGA_RETRY.retryDelay).toBe(1000);
  });

  it('never retries a 4xx answer (it will not change)', () => {
    for (const status of [400, 401, 404, 422, 429])
      expect(retry(0, Object.assign(new Error('refus'), { status }))).toBe(false);
  });

  it('is what every factory carries, except public tracking which never retries', () => {
    const { sdk } = recordingClient();
    expect(terangaQueries(sdk).catalogue.product('p1').retry).toBe(retry);
    expect(terangaQueries(sdk).wishlist.list().retry).toBe(retry);
    expect(terangaOrderQueries(sdk).mine().retry).toBe(retry);
    expect(terangaOrderQueries(sdk).track('TRG-1', 'a@b.sn').retry).toBe(false);
  });

  it('shows a network error after one retry, through a real QueryClient', async () => {
    let calls = 0;
    const failing = {
      catalogue: {
        product: async () => {
          calls += 1;
          throw network;
        },
      },
    } as unknown as TerangaClient;
    const client = new QueryClient();
    const options = { ...terangaQueries(failing).catalogue.product('p1'), retryDelay: 1 };
    await expect(client.fetchQuery(options)).rejects.toBe(network);
    expect(calls).toBe(2);
  });
});

describe('a collection, and what any page asks beside the catalogue', () => {
  it('answers a collection with the first of its slugs that has products, under the catalogue family', async () => {
    const calls: string[] = [];
    const page = (count: number) => ({
      products: Array.from({ length: count }, (_, index) => ({ _id: `p${index}` })),
      pagination: { page: 1, limit: 96, total: count, pages: count > 0 ? 1 : 0 },
    });
    const sdk = {
      catalogue: {
        categoryProducts: async (slug: string) => {
          calls.push(slug);
          return page(slug === 'traditionnel' ? 2 : 0);
        },
      },
    } as unknown as Pick<TerangaClient, 'catalogue' | 'wishlist'>;
    const client = new QueryClient();
    const options = terangaQueries(sdk).catalogue.collection(['traditionnelle', 'traditionnel', 'autre'], {
      limit: 96,
    });

    const answer = await client.fetchQuery(options);

    expect(calls).toEqual(['traditionnelle', 'traditionnel']);
    expect(answer.products).toHaveLength(2);
    expect(options.queryKey).toEqual([
      'catalogue',
      'collection',
      ['traditionnelle', 'traditionnel', 'autre'],
      { limit: 96 },
    ]);
    expect(options).toMatchObject(CATALOGUE_CACHE);
    const empty = await client.fetchQuery(terangaQueries(sdk).catalogue.collection(['vide'], { limit: 96 }));
    expect(empty.products).toEqual([]);
    client.clear();
  });

  it('keys the bell per person under orders, so an order change refreshes it, and never retries a newsletter link', () => {
    const site = terangaSiteQueries({} as Parameters<typeof terangaSiteQueries>[0]);
    expect(site.orderUpdates('u1').queryKey).toEqual(['orders', 'updates', 'u1', { page: 1, limit: 50 }]);
    expect(site.orderUpdates('u1').queryKey[0]).toBe(accountQueryKeys.orders[0]);
    expect(site.orderUpdates('u1')).toMatchObject(PERSONAL_CACHE);
    expect(site.newsletterConfirmation('t1')).toMatchObject({
      queryKey: ['newsletter', 'confirm', 't1'],
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    });
    expect(site.authProviders().queryKey).toEqual(['auth', 'providers']);
    expect(site.paymentMethods().queryKey).toEqual(['payments', 'methods']);
    expect(terangaStaffQueries(recordingClient().sdk).deliveryZones().queryKey).toEqual([
      'staff',
      'delivery-zones',
    ]);
  });
});
