// The bell's panel (Radix DropdownMenu: arrow keys between lines, Escape closes, focus back on the bell), fetched on
// first use like the header's other menus.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import type { RenderLink } from '../../internal/link';
import { iconButton } from '../../internal/surface.css';
import { DropdownMenuLabel, DropdownMenuSeparator } from '../dropdown-menu/dropdown-menu';
import type { Replay } from './deferred-trigger';
import type { defaultHeaderLabels, HeaderNotification } from './header';
import * as headerStyles from './header.css';
import { Menu } from './header-menus';
import * as styles from './notifications-menu.css';

export interface NotificationsMenuProps {
  bell: ReactNode;
  notifications: readonly HeaderNotification[];
  labels: typeof defaultHeaderLabels;
  /** the full page, linked under the lines */
  allHref: string;
  renderLink: RenderLink;
  themeClassName: string | undefined;
  onOpenChange?: (open: boolean) => void;
  replay: Replay | undefined;
}

export function NotificationsMenu({
  bell,
  notifications,
  labels,
  allHref,
  renderLink,
  themeClassName,
  onOpenChange,
  replay,
}: NotificationsMenuProps) {
  return (
    <Menu
      trigger={{ className: iconButton, 'data-slot': 'notifications', children: bell }}
      align="end"
      themeClassName={themeClassName}
      replay={replay}
      contentClassName={styles.panel}
      onOpenChange={onOpenChange}
    >
      <DropdownMenuLabel>{labels.notificationsTitle}</DropdownMenuLabel>
      {notifications.length === 0 ? (
        <p className={styles.empty}>{labels.notificationsEmpty}</p>
      ) : (
        <DropdownMenu.Group className={styles.list}>
          {notifications.map((notification) => (
            <DropdownMenu.Item key={notification.id} asChild>
              {renderLink({
                href: notification.href,
                className: clsx(headerStyles.menuItem, styles.line),
                children: (
                  <>
                    <span aria-hidden className={notification.unread ? styles.dot : styles.spacer} />
                    <span className={styles.lineText}>
                      <span>
                        {notification.text}
                        {notification.unread ? (
                          <span className={visuallyHidden}> ({labels.notificationsUnread})</span>
                        ) : null}
                      </span>
                      {notification.time ? <span className={styles.time}>{notification.time}</span> : null}
                    </span>
                  </>
                ),
              })}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Group>
      )}
      <DropdownMenuSeparator />
      <DropdownMenu.Item asChild>
        {renderLink({
          href: allHref,
          className: headerStyles.menuItem,
          children: labels.notificationsSeeAll,
        })}
      </DropdownMenu.Item>
    </Menu>
  );
}
