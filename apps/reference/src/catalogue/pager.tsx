import { Button } from '@teranga/ui';
import * as page from '../app/page.css';

interface PagerProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

/** Previous / next through the pages of 12 products; nothing when everything fits on one page. */
export function Pager({ page: current, pages, onPageChange }: PagerProps) {
  if (pages <= 1) return null;
  const go = (next: number) => {
    onPageChange(next);
    window.scrollTo(0, 0);
  };
  return (
    <nav aria-label="Pagination" className={page.row}>
      <Button variant="outline" disabled={current <= 1} onClick={() => go(current - 1)}>
        Page précédente
      </Button>
      <span aria-current="page">
        Page {current} sur {pages}
      </span>
      <Button variant="outline" disabled={current >= pages} onClick={() => go(current + 1)}>
        Page suivante
      </Button>
    </nav>
  );
}
