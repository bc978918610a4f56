import { shopTexts } from '@teranga/messages';
import { Button, EmptyState } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../../app/page.css';

/** Placeholder for the profile and seller area, delivered with the next issue; lazy so storefront pages never load it. */
export function AccountAreaPage() {
  return (
    <div className={page.container}>
      <h1 className={page.title}>{shopTexts.account.title}</h1>
      <EmptyState
        title={shopTexts.account.soonTitle}
        description={shopTexts.account.soonText}
        action={
          <Button asChild>
            <Link to="/">{shopTexts.account.backHome}</Link>
          </Button>
        }
      />
    </div>
  );
}
