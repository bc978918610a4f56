import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_ELEMENT_ID, firstViewFetch, readFirstView } from './first-view';

const page = (text: string | null) => ({
  getElementById: (id: string) =>
    id === FIRST_VIEW_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('the first view shipped with index.html', () => {
  const home = { success: true, data: { products: [], categories: [] } };
  const shipped = () =>
    readFirstView(
      page(JSON.stringify({ '/api/home': home, '/api/categories/femme/products?limit=48&page=1': home })),
    );

  it('answers each shipped read once, whatever order the query parameters come in, then asks the network', async () => {
    const network: string[] = [];
    const fetch = firstViewFetch(
      shipped(),
      () => async (input) => {
        network.push(input instanceof Request ? input.url : String(input));
        return new Response('{"success":true,"data":"réseau"}');
      },
      'http://boutique.test/',
    );
    const first = await fetch(new Request('http://boutique.test/api/home'));
    expect(await first.json()).toEqual(home);
    expect(network).toEqual([]);
    const listing = await fetch(
      new Request('http://boutique.test/api/categories/femme/products?page=1&limit=48'),
    );
    expect(await listing.json()).toEqual(home);
    expect(network).toEqual([]);
    // The second read of the same address is a refetch: it goes to the API.
    expect(await (await fetch(new Request('http://boutique.test/api/home'))).json()).toEqual({
      success: true,
      data: 'réseau',
    });
    expect(network).toEqual(['http://boutique.test/api/home']);
  });

  it('never answers a write or an address it was not given', async () => {
    const network: string[] = [];
    const fetch = firstViewFetch(
      shipped(),
      () => async (input, init) => {
        network.push(`${init?.method ?? (input as Request).method} ${(input as Request).url}`);
        return new Response('{}');
      },
      'http://boutique.test/',
    );
    await fetch(new Request('http://boutique.test/api/home', { method: 'POST', body: '{}' }));
    await fetch(new Request('http://boutique.test/api/categories/femme/products?limit=48'));
    expect(network).toEqual([
      'POST http://boutique.test/api/home',
      'GET http://boutique.test/api/categories/femme/products?limit=48',
    ]);
  });

  it('reads nothing from a page without a first view, or with one it cannot parse', () => {
    expect(readFirstView(page(null)).size).toBe(0);
    expect(readFirstView(page('{pas du json')).size).toBe(0);
  });
});
