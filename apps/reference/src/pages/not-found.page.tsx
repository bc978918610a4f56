import { Button, EmptyState } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../app/page.css';

/** Any path the shop does not know. */
export function NotFoundPage() {
  return (
    <div className={page.container}>
      <h1 className={page.title}>Page introuvable</h1>
      <EmptyState
        title="Cette page n'existe pas"
        description="Le lien est peut-être erroné, ou la page a été déplacée."
        action={
          <Button asChild>
            <Link to="/">Retour à l'accueil</Link>
          </Button>
        }
      />
    </div>
  );
}
