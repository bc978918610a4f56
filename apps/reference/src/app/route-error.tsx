import { messages } from '@teranga/headless';
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
        title={messages.generic}
        action={
          <Button variant="outline" onClick={() => window.location.reload()}>
            {messages.catalogue.retry}
          </Button>
        }
      >
        La page n'a pas pu s'afficher.
      </AlertBanner>
    </main>
  );
}
