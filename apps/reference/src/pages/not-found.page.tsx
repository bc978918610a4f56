import { shopTexts } from '@teranga/messages';
import { Button, EmptyState } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../app/page.css';

/** Any path the shop does not know. */
export function NotFoundPage() {
  return (
    <div className={page.container}>
      <h1 className={page.title}>{shopTexts.notFound.title}</h1>
      <EmptyState
        title={shopTexts.notFound.emptyTitle}
        description={shopTexts.notFound.emptyText}
        action={
          <Button asChild>
            <Link to="/">{shopTexts.notFound.backHome}</Link>
          </Button>
        }
      />
    </div>
  );
}
