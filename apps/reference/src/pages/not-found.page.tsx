import { shopPageTexts } from '@teranga/messages/storefront';
import { Button, EmptyState } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../app/page.css';
import { routes } from '../routes';

/** Any path the shop does not know. */
export function NotFoundPage() {
  return (
    <div className={page.container}>
      <h1 className={page.title}>{shopPageTexts.notFound.title}</h1>
      <EmptyState
        title={shopPageTexts.notFound.emptyTitle}
        description={shopPageTexts.notFound.emptyText}
        action={
          <Button asChild>
            <Link to={routes.home.href()}>{shopPageTexts.notFound.backHome}</Link>
          </Button>
        }
      />
    </div>
  );
}
