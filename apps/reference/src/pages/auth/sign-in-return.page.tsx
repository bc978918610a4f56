import { useSignInReturn } from '@teranga/headless/react';
import { AlertBanner, Spinner } from '@teranga/ui';
import { useState } from 'react';
import * as page from '../../app/page.css';

/** /auth/success, /auth/callback and any /auth/* path: reads the provider's answer, then moves on. */
export function SignInReturnPage() {
  const [url] = useState(() => window.location.href);
  const { status, error } = useSignInReturn(url);
  return (
    <div className={page.narrow}>
      <div className={page.stack} aria-live="polite">
        <h1 className={page.title}>Connexion</h1>
        {status === 'loading' ? (
          <div className={page.row}>
            <Spinner label={null} />
            <p className={page.muted}>Connexion en cours…</p>
          </div>
        ) : status === 'success' ? (
          <AlertBanner tone="positive" title="Connexion réussie">
            Redirection en cours...
          </AlertBanner>
        ) : (
          <AlertBanner tone="critical" title="Échec de la connexion">
            {error}
          </AlertBanner>
        )}
      </div>
    </div>
  );
}
