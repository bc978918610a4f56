import { fill } from '@teranga/messages/format';
import { shopTexts } from '@teranga/messages/storefront';
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
    <nav aria-label={shopTexts.pager.label} className={page.row}>
      <Button variant="outline" disabled={current <= 1} onClick={() => go(current - 1)}>
        {shopTexts.pager.previous}
      </Button>
      <span aria-current="page">{fill(shopTexts.pager.current, { page: current, pages })}</span>
      <Button variant="outline" disabled={current >= pages} onClick={() => go(current + 1)}>
        {shopTexts.pager.next}
      </Button>
    </nav>
  );
}
