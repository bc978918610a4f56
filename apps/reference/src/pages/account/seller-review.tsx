import { accountMessages } from '@teranga/messages';
import { AlertBanner, Button } from '@teranga/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';

const t = accountMessages.guard;

interface SellerReviewProps {
  status: 'pending' | 'rejected' | 'suspended';
  /** staff's words with a refusal (kept while a new request waits) */
  reason: string | null;
}

/** What a seller whom staff have not approved reads in place of the seller screens: never a blank page or a loop. */
export function SellerReview({ status, reason }: SellerReviewProps) {
  const { refreshUser } = useAuth();
  const [checking, setChecking] = useState(false);
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

  const pending = status === 'pending';
  const title = { pending: t.pendingTitle, rejected: t.rejectedTitle, suspended: t.suspendedTitle }[status];
  const text = { pending: t.pendingText, rejected: t.rejectedText, suspended: t.suspendedText }[status];
  return (
    <div className={page.narrow}>
      <section className={page.card} aria-labelledby="seller-review-title" data-status={status}>
        <h1 id="seller-review-title" className={page.title}>
          {title}
        </h1>
        <p className={page.muted}>{text}</p>
        {reason ? (
          <AlertBanner tone={pending ? 'info' : 'critical'} title={pending ? t.previousRefusal : t.reason}>
            {reason}
          </AlertBanner>
        ) : null}
        {status === 'rejected' ? <p className={page.muted}>{t.reapply}</p> : null}
        <div className={page.row}>
          <Button onClick={checkAgain} disabled={checking}>
            {checking ? t.checking : t.checkAgain}
          </Button>
          <Button asChild variant="outline">
            <Link to={pending ? '/profile' : '/profile/edit'}>
              {pending ? t.viewProfile : accountMessages.profile.edit}
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/">{t.backHome}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
