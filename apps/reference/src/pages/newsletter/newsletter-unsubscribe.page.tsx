import { useMutation } from '@tanstack/react-query';
import { newsletterTexts } from '@teranga/messages/newsletter';
import { AlertBanner, Button } from '@teranga/ui';
import { Link, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { routes } from '../../routes';
import { sdk } from '../../sdk';

const texts = newsletterTexts.pages;

/**
 * /newsletter/desinscription?token=…: the visitor confirms with a button, so a mail scanner opening the link
 * unsubscribes nobody.
 */
export function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const leave = useMutation({ mutationFn: () => sdk.newsletter.unsubscribe(token) });
  return (
    <div className={page.narrow}>
      <div className={page.stack} aria-live="polite">
        <h1 className={page.title}>{texts.unsubscribeTitle}</h1>
        {token === '' ? (
          <AlertBanner tone="critical">{texts.missingToken}</AlertBanner>
        ) : leave.isSuccess ? (
          <AlertBanner tone="positive">{leave.data.message}</AlertBanner>
        ) : (
          <>
            <p>{texts.unsubscribeQuestion}</p>
            {leave.isError ? <AlertBanner tone="critical">{leave.error.message}</AlertBanner> : null}
            <div className={page.row}>
              <Button
                type="button"
                loading={leave.isPending}
                loadingLabel={texts.working}
                onClick={() => leave.mutate()}
              >
                {texts.unsubscribeButton}
              </Button>
            </div>
          </>
        )}
        <Link to={routes.home.href()}>{texts.backHome}</Link>
      </div>
    </div>
  );
}
