import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { priorityImageOf } from './preload-image';
import { adoptServerState, readServerState, SERVER_STATE_ELEMENT_ID } from './server-state';

const page = (text: string | null) => ({
  getElementById: (id: string) =>
    id === SERVER_STATE_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('the query cache a drawn page comes with', () => {
  const home = { products: [], categories: [] };
  const state = {
    mutations: [],
    queries: [
      {
        queryKey: ['catalogue', 'home'],
        queryHash: '["catalogue","home"]',
        state: { status: 'success', data: home, dataUpdatedAt: 1_700_000_000_000 },
      },
      {
        queryKey: ['catalogue', 'categories'],
        queryHash: '["catalogue","categories"]',
        state: { status: 'error', data: undefined, dataUpdatedAt: 0 },
      },
    ],
  };

  it('is read from its one script and put in the cache as read, with the time it was read', () => {
    const shipped = readServerState(page(JSON.stringify(state)));
    expect(shipped).toEqual(state);
    const client = new QueryClient();
    adoptServerState(client, shipped!);
    expect(client.getQueryData(['catalogue', 'home'])).toEqual(home);
    expect(client.getQueryState(['catalogue', 'home'])?.dataUpdatedAt).toBe(1_700_000_000_000);
    // What failed on the server is asked again by the browser.
    expect(client.getQueryState(['catalogue', 'categories'])).toBeUndefined();
  });

  it('is nothing on a page not drawn on the server, or with a script it cannot parse', () => {
    expect(readServerState(page(null))).toBeUndefined();
    expect(readServerState(page('{pas du json'))).toBeUndefined();
  });
});

describe('the largest image of a drawn page', () => {
  it('is the first picture drawn with a high fetch priority, with its srcset and sizes as drawn', () => {
    const html = [
      '<img src="data:image/svg+xml,%3Csvg%3E" alt=""/>',
      '<img src="/api/media/a.webp" alt="" loading="lazy" fetchPriority="auto"/>',
      '<img src="/api/media/b-600.webp" srcSet="/api/media/b-400.webp 400w, /api/media/b-600.webp 600w" sizes="(min-width: 36em) 20rem, 50vw" alt="Robe « wax » &amp; boubou" loading="eager" fetchPriority="high"/>',
      '<img src="/api/media/c.webp" fetchPriority="high"/>',
    ].join('');
    expect(priorityImageOf(html)).toEqual({
      href: '/api/media/b-600.webp',
      srcset: '/api/media/b-400.webp 400w, /api/media/b-600.webp 600w',
      sizes: '(min-width: 36em) 20rem, 50vw',
    });
  });

  it('is its address alone without a srcset, with React’s escaping undone, and none on a page without one', () => {
    expect(priorityImageOf('<img src="/api/media/x.webp?a=1&amp;b=2" fetchPriority="high"/>')).toEqual({
      href: '/api/media/x.webp?a=1&b=2',
    });
    // A seller's text is escaped by React: it never reads as a picture.
    expect(
      priorityImageOf('<p>&lt;img src=&quot;/x&quot; fetchPriority=&quot;high&quot;&gt;</p>'),
    ).toBeUndefined();
    expect(priorityImageOf('<main><h1>Panier</h1></main>')).toBeUndefined();
  });
});
