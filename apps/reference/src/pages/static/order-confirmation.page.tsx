import { Button, EmptyState } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../../app/page.css';

/** /order-confirmation: shown after the simulated payment (the document does not show its content). */
export function OrderConfirmationPage() {
  return (
    <div className={page.container}>
      <h1 className={page.title}>Merci pour votre commande</h1>
      <EmptyState
        icon="check"
        title="Votre commande est confirmée"
        description="Vous recevrez un email dès qu'elle sera expédiée."
        action={
          <div className={page.row}>
            <Button asChild>
              <Link to="/products">Continuer mes achats</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/suivi-commande">Suivre ma commande</Link>
            </Button>
          </div>
        }
      />
    </div>
  );
}
