import { shopTexts } from '@teranga/messages';
import { Button, EmptyState } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../../app/page.css';

/** /order-confirmation: shown after the simulated payment (the document does not show its content). */
export function OrderConfirmationPage() {
  return (
    <div className={page.container}>
      <h1 className={page.title}>{shopTexts.orderConfirmation.title}</h1>
      <EmptyState
        icon="check"
        title={shopTexts.orderConfirmation.emptyTitle}
        description={shopTexts.orderConfirmation.emptyText}
        action={
          <div className={page.row}>
            <Button asChild>
              <Link to="/products">{shopTexts.orderConfirmation.continueShopping}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/suivi-commande">{shopTexts.orderConfirmation.trackOrder}</Link>
            </Button>
          </div>
        }
      />
    </div>
  );
}
