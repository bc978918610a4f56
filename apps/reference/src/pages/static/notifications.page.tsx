import { newsletterTexts } from '@teranga/messages/newsletter';
import { storefrontTexts } from '@teranga/messages/storefront';
import { AlertBanner, EmptyState, Skeleton } from '@teranga/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useNotifications } from '../../app/notifications';
import { formatUpdateTime } from '../../app/order-updates';
import * as page from '../../app/page.css';
import * as styles from './notifications.css';

/** What the bell's 'Voir toutes les notifications' opens: every order update, or 'Aucune notification'. */
export function NotificationsPage() {
  const notifications = useNotifications();
  const { markSeen } = notifications;
  // Seen once the visitor leaves the page: meanwhile the new lines keep their mark.
  useEffect(() => () => markSeen(), [markSeen]);
  return (
    <div className={page.narrow}>
      <section className={page.stack} aria-labelledby="notifications-title">
        <h1 id="notifications-title" className={page.title}>
          {storefrontTexts.bell.title}
        </h1>
        {notifications.status === 'loading' ? (
          <Skeleton height="8rem" />
        ) : notifications.status === 'error' ? (
          <AlertBanner tone="critical" onRetry={notifications.refresh}>
            {newsletterTexts.bell.loadFailed}
          </AlertBanner>
        ) : notifications.items.length === 0 ? (
          <EmptyState
            icon="bell"
            title={storefrontTexts.bell.empty}
            description={notifications.status === 'signedOut' ? newsletterTexts.bell.signedOut : undefined}
          />
        ) : (
          <ul className={styles.list}>
            {notifications.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <Link to={item.href} className={styles.link}>
                  {item.text}
                  {item.unread ? <span className={styles.unread}>{newsletterTexts.bell.unread}</span> : null}
                </Link>
                <time dateTime={item.at} className={page.muted}>
                  {formatUpdateTime(item.at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
