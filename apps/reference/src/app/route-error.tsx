import { AlertBanner, Button } from '@teranga/ui';
import { useRouteError } from 'react-router';
import * as page from './page.css';

/** A page that failed to render or to load its code: say so in French and offer to reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className={page.narrow}>
      <AlertBanner
        tone="critical"
        title="Une erreur est survenue"
        action={
          <Button variant="outline" onClick={() => window.location.reload()}>
            Réessayer
          </Button>
        }
      >
        La page n'a pas pu s'afficher.
      </AlertBanner>
    </main>
  );
}
