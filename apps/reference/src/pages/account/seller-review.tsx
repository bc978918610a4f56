import { frenchSpacing } from '@teranga/headless';
import { accountMessages } from '@teranga/messages/identity';
import { identityMessages } from '@teranga/messages/operator';
import { AlertBanner, Button } from '@teranga/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';
import { routes } from '../../routes';
import { sdk } from '../../sdk';

const t = accountMessages.guard;

/** The flag the registration page adds for a new seller: the page then acknowledges the request. */
export const WELCOME_PARAM = 'welcome';

interface SellerReviewProps {
  status: 'pending' | 'rejected' | 'suspended';
  /** staff's words with a refusal (kept while a new request waits) */
  reason: string | null;
}

/** What a seller whom staff have not approved reads in place of the seller screens: never a blank page or a loop. */
export function SellerReview({ status, reason }: SellerReviewProps) {
  const { refreshUser } = useAuth();
  const [params] = useSearchParams();
  const [checking, setChecking] = useState(false);
  const [reapplying, setReapplying] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const checkAgain = () => {
    setChecking(true);
    // A failure leaves the page as it is: the seller can try again, and a 401 signs them out through the bridge.
    refreshUser()
      .catch(() => undefined)
      .finally(() => setChecking(false));
  };
  // Staff may have decided since the stored copy of the user was made: ask once on arrival.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit, not on every refresh
  useEffect(checkAgain, []);

  const reapply = () => {
    setReapplying(true);
    setAnswer(null);
    sdk.seller
      .reapply()
      .then(() => {
        setAnswer({ tone: 'positive', text: identityMessages.sellerReapplied });
        return refreshUser();
      })
      .catch((error: unknown) =>
        setAnswer({ tone: 'critical', text: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => setReapplying(false));
  };

  const pending = status === 'pending';
  const welcome = pending && params.get(WELCOME_PARAM) === '1';
  const title = { pending: t.pendingTitle, rejected: t.rejectedTitle, suspended: t.suspendedTitle }[status];
  const text = { pending: t.pendingText, rejected: t.rejectedText, suspended: t.suspendedText }[status];
  return (
    <div className={page.narrow}>
      <section className={page.card} aria-labelledby="seller-review-title" data-status={status}>
        {welcome ? <AlertBanner tone="positive">{identityMessages.registeredSeller}</AlertBanner> : null}
        {answer ? (
          <AlertBanner tone={answer.tone} onDismiss={() => setAnswer(null)}>
            {frenchSpacing(answer.text)}
          </AlertBanner>
        ) : null}
        <h1 id="seller-review-title" className={page.title}>
          {title}
        </h1>
        <p className={page.muted}>{frenchSpacing(text)}</p>
        {reason ? (
          <AlertBanner tone={pending ? 'info' : 'critical'} title={pending ? t.previousRefusal : t.reason}>
            {frenchSpacing(reason)}
          </AlertBanner>
        ) : null}
        {pending ? (
          <>
            <h2 className={page.sectionTitle}>{frenchSpacing(t.nextTitle)}</h2>
            <ol className={page.stack}>
              {t.nextSteps.map((step) => (
                <li key={step}>{frenchSpacing(step)}</li>
              ))}
            </ol>
          </>
        ) : null}
        {status === 'rejected' ? <p className={page.muted}>{frenchSpacing(t.reapply)}</p> : null}
        <div className={page.row}>
          {status === 'rejected' ? (
            <Button onClick={reapply} disabled={reapplying}>
              {reapplying ? t.reapplying : t.reapplyButton}
            </Button>
          ) : null}
          <Button
            variant={status === 'rejected' ? 'outline' : 'solid'}
            onClick={checkAgain}
            disabled={checking}
          >
            {checking ? t.checking : t.checkAgain}
          </Button>
          <Button asChild variant="outline">
            <Link to={pending ? routes.profile.href() : routes.profileEdit.href()}>
              {pending ? t.viewProfile : accountMessages.profile.edit}
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={routes.home.href()}>{t.backHome}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
