import { fill } from '@teranga/messages/format';
import { storefrontRoughTexts } from '@teranga/messages/storefront';
import { useEffect, useLayoutEffect } from 'react';

const t = storefrontRoughTexts;

/** What a search engine reads about a page without its own: the one in index.html, read once. */
const defaultDescription =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');

/** A description short enough for a result page: whole words, about 160 characters. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 0) || cut.length)}…`;
}

/** The tab title of a page ('Panier — Teranga'). */
export const tabTitle = (page: string): string => fill(t.titleFormat, { page });

/** The title of a route of PAGE_PATHS (its path pattern), from the catalogue. */
export const routeTitle = (path: string): string => t.routeTitles[path] ?? t.routeTitles['*'] ?? '';

function apply(title: string, description: string | undefined): void {
  document.title = tabTitle(title);
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description ? shortDescription(description) : defaultDescription;
}

/**
 * Sets the route's own title and the default description. A layout effect: it runs before every page's ordinary
 * effects, so a page that knows better (a product's name) has the last word through usePageTitle.
 */
export function useRouteTitle(path: string): void {
  useLayoutEffect(() => apply(routeTitle(path), undefined), [path]);
}

/** A page's own title (and description) once its data is there; until then the route's title stands. */
export function usePageTitle(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (title) apply(title, description);
  }, [title, description]);
}
