import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, routes } from '../routes';
import { routeTitle, shortDescription, tabTitle } from './page-title';

describe('tab titles', () => {
  it('gives every route of the shop its own French title, from the catalogue', () => {
    const titles = PAGE_ROUTES.map(({ path }) => routeTitle(path));
    for (const title of titles) expect(title).toMatch(/\p{L}/u);
    // One title per page, except the paths that open the same screen (the two product-creation addresses).
    const distinct = new Set(titles);
    expect(distinct.size).toBe(PAGE_ROUTES.length - 1);
  });

  it('names the shop after the page', () => {
    expect(tabTitle(routeTitle(routes.cart.path))).toBe('Panier — Teranga');
  });

  it('cuts a long description at a word, near 160 characters', () => {
    const text = `${'Boubou en bazin brodé à la main, '.repeat(10)}fin`;
    const short = shortDescription(text);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('…')).toBe(true);
    expect(short).not.toMatch(/\s…$/);
    expect(shortDescription('  Court\n et net  ')).toBe('Court et net');
  });
});
