import { useQuery } from '@tanstack/react-query';
import { newsletterTexts } from '@teranga/messages/newsletter';
import { AlertBanner, Spinner } from '@teranga/ui';
import { Link, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { siteQueries } from '../../app/site-queries';
import { routes } from '../../routes';

const texts = newsletterTexts.pages;

/**
 * /newsletter/confirmer?token=…: the mailed link lands here and the page posts the token (confirming twice is
 * harmless, so a reload or React's double effects change nothing).
 */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirmation = useQuery({ ...siteQueries.newsletterConfirmation(token), enabled: token !== '' });
  return (
    <div className={page.narrow}>
      <div className={page.stack} aria-live="polite">
        <h1 className={page.title}>{texts.confirmTitle}</h1>
        {token === '' ? (
          <AlertBanner tone="critical">{texts.missingToken}</AlertBanner>
        ) : confirmation.isPending ? (
          <div className={page.row}>
            <Spinner label={null} />
            <p className={page.muted}>{texts.working}</p>
          </div>
        ) : confirmation.isError ? (
          <AlertBanner tone="critical">{confirmation.error.message}</AlertBanner>
        ) : (
          <AlertBanner tone="positive">{confirmation.data.message}</AlertBanner>
        )}
        <Link to={routes.home.href()}>{texts.backHome}</Link>
      </div>
    </div>
  );
}
