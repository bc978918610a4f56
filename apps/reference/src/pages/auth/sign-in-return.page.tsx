import { useSignInReturn } from '@teranga/headless/react';
import { shopPageTexts } from '@teranga/messages/storefront';
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
        <h1 className={page.title}>{shopPageTexts.signInReturn.title}</h1>
        {status === 'loading' ? (
          <div className={page.row}>
            <Spinner label={null} />
            <p className={page.muted}>{shopPageTexts.signInReturn.loading}</p>
          </div>
        ) : status === 'success' ? (
          <AlertBanner tone="positive" title={shopPageTexts.signInReturn.succeeded}>
            {shopPageTexts.signInReturn.redirecting}
          </AlertBanner>
        ) : (
          <AlertBanner tone="critical" title={shopPageTexts.signInReturn.failed}>
            {error}
          </AlertBanner>
        )}
      </div>
    </div>
  );
}
