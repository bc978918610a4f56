import { storefrontTexts } from '@teranga/messages';
import { EmptyState } from '@teranga/ui';
import { Link } from 'react-router';
import { useNotifications } from '../../app/notifications';
import * as page from '../../app/page.css';

/** What the bell opens: the customer's updates, or 'Aucune notification'. */
export function NotificationsPage() {
  const notifications = useNotifications();
  return (
    <div className={page.narrow}>
      <section className={page.stack} aria-labelledby="notifications-title">
        <h1 id="notifications-title" className={page.title}>
          {storefrontTexts.bell.title}
        </h1>
        {notifications.length === 0 ? (
          <EmptyState icon="bell" title={storefrontTexts.bell.empty} />
        ) : (
          <ul className={page.stack}>
            {notifications.map((notification) => (
              <li key={notification.id}>
                <Link to={notification.href}>{notification.text}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
