import { accountMessages, shopTexts } from '@teranga/messages';
import { Button, EmptyState } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../../app/page.css';
import { SellerGuard } from './seller-guard';

const t = accountMessages.guard;

/** /seller/* and /add-product until the seller screens arrive: the guard runs, then this says they are coming. */
export function AccountAreaPage() {
  return (
    <SellerGuard>
      <div className={page.container}>
        <h1 className={page.title}>{t.comingTitle}</h1>
        <EmptyState
          icon="store"
          title={shopTexts.account.soonTitle}
          description={t.comingText}
          action={
            <Button asChild>
              <Link to="/">{t.backHome}</Link>
            </Button>
          }
        />
      </div>
    </SellerGuard>
  );
}
