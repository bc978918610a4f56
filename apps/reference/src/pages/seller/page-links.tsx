import { fill } from '@teranga/messages/format';
import { shopTexts } from '@teranga/messages/storefront';
import { Button } from '@teranga/ui';
import { Link, useLocation } from 'react-router';
import * as styles from './seller-area.css';

const t = shopTexts.pager;

/** The page numbers shown: all of them up to 7, else the first, the last and the two around the current one. */
export function shownPages(current: number, pages: number): Array<number | 'gap'> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const near = [1, current - 1, current, current + 1, pages].filter((n) => n >= 1 && n <= pages);
  const sorted = [...new Set(near)].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? ['gap' as const, n] : [n]));
}

interface PageLinksProps {
  page: number;
  pages: number;
  /** names the list the links page through (several lists may share a screen) */
  label?: string;
}

/**
 * Links to the pages of a seller list: each page is an address (`?page=n`, the filters kept), so a page can be
 * opened, bookmarked, and left with Back like any link. Nothing when everything fits on one page.
 */
export function PageLinks({ page: current, pages, label = t.label }: PageLinksProps) {
  const { search } = useLocation();
  if (pages <= 1) return null;
  const hrefOf = (page: number) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
    const query = params.toString();
    return query ? `?${query}` : '?';
  };
  const step = (page: number, text: string) =>
    page < 1 || page > pages ? (
      <Button variant="outline" disabled>
        {text}
      </Button>
    ) : (
      <Button asChild variant="outline">
        <Link to={hrefOf(page)}>{text}</Link>
      </Button>
    );
  return (
    <nav aria-label={label} className={styles.pageLinks}>
      {step(current - 1, t.previous)}
      <ol className={styles.pageList}>
        {shownPages(current, pages).map((page, index) =>
          page === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
            <li key={`gap-${index}`} aria-hidden>
              …
            </li>
          ) : (
            <li key={page}>
              <Button asChild variant={page === current ? 'solid' : 'ghost'}>
                <Link
                  to={hrefOf(page)}
                  aria-label={fill(t.current, { page, pages })}
                  aria-current={page === current ? 'page' : undefined}
                >
                  {page}
                </Link>
              </Button>
            </li>
          ),
        )}
      </ol>
      {step(current + 1, t.next)}
    </nav>
  );
}

/** The page a list shows, from the address (`?page=n`); anything else is the first. */
export const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
