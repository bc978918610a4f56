import { accountMessages, shopPageTexts } from '@teranga/messages';
import { Button, EmptyState } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../../app/page.css';
import { SellerArea } from '../seller/seller-area';

const t = accountMessages.guard;

/** The /seller/* screens still to come (and /add-product): the guard runs, then this says they are coming. */
export function AccountAreaPage() {
  return (
    <SellerArea>
      <div>
        <h1 className={page.title}>{t.comingTitle}</h1>
        <EmptyState
          icon="store"
          title={shopPageTexts.account.soonTitle}
          description={t.comingText}
          action={
            <Button asChild>
              <Link to="/">{t.backHome}</Link>
            </Button>
          }
        />
      </div>
    </SellerArea>
  );
}
