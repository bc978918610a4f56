import { Button, EmptyState } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../../app/page.css';

/** Placeholder for the profile and seller area, delivered with the next issue; lazy so storefront pages never load it. */
export function AccountAreaPage() {
  return (
    <div className={page.container}>
      <h1 className={page.title}>Espace compte</h1>
      <EmptyState
        title="Bientôt disponible"
        description="Le profil et l'espace vendeur arrivent prochainement."
        action={
          <Button asChild>
            <Link to="/">Retour à l'accueil</Link>
          </Button>
        }
      />
    </div>
  );
}
