// The header's Radix parts (menus, mobile drawer), fetched on first use: see DeferredTrigger.
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Icon } from '../../internal/icons';
import type { RenderLink } from '../../internal/link';
import { iconButton } from '../../internal/surface.css';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu/dropdown-menu';
import { PortalTheme } from '../theme-provider/theme-provider';
import type { Replay } from './deferred-trigger';
import type { defaultHeaderLabels, HeaderHrefs, HeaderLink, HeaderUser } from './header';
import * as styles from './header.css';
import { SearchBox } from './search-box';

type Labels = typeof defaultHeaderLabels;
type Hrefs = HeaderHrefs;

/**
 * Does on the real trigger what the visitor did on the plain one. Runs after the menu root's own effects (it is
 * the parent), so Radix has seen the key and focuses the first item as with a keyboard.
 */
function useReplay(trigger: RefObject<HTMLButtonElement | null>, replay: Replay | undefined) {
  useEffect(() => {
    const element = trigger.current;
    if (!element || !replay || replay.done) return;
    replay.done = true;
    if (replay.focus || replay.key) element.focus();
    if (replay.key) {
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key: replay.key, bubbles: true, cancelable: true }),
      );
    } else if (replay.pointer) {
      element.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse' }),
      );
    }
  }, [trigger, replay]);
}

interface MenuProps {
  trigger: { className: string; 'aria-label'?: string; 'data-slot'?: string; children: ReactNode };
  align: 'start' | 'end';
  themeClassName: string | undefined;
  replay: Replay | undefined;
  children: ReactNode;
  /** added to the menu's own class (a wider panel) */
  contentClassName?: string;
  onOpenChange?: (open: boolean) => void;
}

export function Menu({
  trigger,
  align,
  themeClassName,
  replay,
  children,
  contentClassName,
  onOpenChange,
}: MenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useReplay(triggerRef, replay);
  return (
    <DropdownMenu modal={false} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger ref={triggerRef} {...trigger} />
      <DropdownMenuContent align={align} themeClassName={themeClassName} className={contentClassName}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export interface CategoriesMenuProps {
  labels: Labels;
  collections: readonly HeaderLink[];
  renderLink: RenderLink;
  themeClassName: string | undefined;
  replay: Replay | undefined;
}

export function CategoriesMenu({
  labels,
  collections,
  renderLink,
  themeClassName,
  replay,
}: CategoriesMenuProps) {
  return (
    <Menu
      trigger={{
        className: styles.navLink,
        children: (
          <>
            {labels.categories}
            <Icon name="chevronDown" size={16} />
          </>
        ),
      }}
      align="start"
      themeClassName={themeClassName}
      replay={replay}
    >
      <DropdownMenuLabel>{labels.collections}</DropdownMenuLabel>
      {collections.map((c) => (
        <DropdownMenuItem key={c.href} asChild>
          {renderLink({ href: c.href, children: c.label })}
        </DropdownMenuItem>
      ))}
    </Menu>
  );
}

export interface UserMenuProps {
  user: HeaderUser;
  isStaff: boolean;
  labels: Labels;
  hrefs: Hrefs;
  renderLink: RenderLink;
  themeClassName: string | undefined;
  onLogout?: () => void;
  replay: Replay | undefined;
}

export function UserMenu({
  user,
  isStaff,
  labels,
  hrefs,
  renderLink,
  themeClassName,
  onLogout,
  replay,
}: UserMenuProps) {
  return (
    <Menu
      trigger={{
        className: iconButton,
        'aria-label': labels.account,
        'data-slot': 'user-menu',
        children: <Icon name="user" />,
      }}
      align="end"
      themeClassName={themeClassName}
      replay={replay}
    >
      <DropdownMenuLabel style={{ textTransform: 'none', letterSpacing: 0 }}>
        <span className={styles.userName}>{user.name}</span>
        <span className={styles.userEmail}>{user.email}</span>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        {renderLink({ href: hrefs.profile, children: labels.profile })}
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        {renderLink({ href: hrefs.myOrders, children: labels.myOrders })}
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        {renderLink({ href: hrefs.wishlist, children: labels.favourites })}
      </DropdownMenuItem>
      {isStaff ? (
        <DropdownMenuItem asChild>
          {renderLink({ href: hrefs.staffDesk, children: labels.staffDesk })}
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => onLogout?.()}>{labels.logout}</DropdownMenuItem>
    </Menu>
  );
}

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerClassName: string;
  user?: HeaderUser | null;
  isSeller: boolean;
  isStaff: boolean;
  labels: Labels;
  hrefs: Hrefs;
  collections: readonly HeaderLink[];
  renderLink: RenderLink;
  themeClassName: string | undefined;
  /** the header's search (`HeaderSearch`): the drawer's field, if the header has one */
  onSearch?: ((term: string) => void) | undefined;
  onLogout?: (() => void) | undefined;
  replay: Replay | undefined;
}

/** The drawer of the phone layout; opened by the caller's state, so that a press before its code came counts. */
export function MobileMenu({
  open,
  onOpenChange,
  triggerClassName,
  user,
  isSeller,
  isStaff,
  labels,
  hrefs,
  collections,
  renderLink,
  themeClassName,
  onSearch,
  onLogout,
  replay,
}: MobileMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useReplay(triggerRef, replay);
  const closeMenu = () => onOpenChange(false);
  const sheetLink = (href: string, label: string) =>
    renderLink({ href, className: styles.menuItem, onClick: closeMenu, children: label });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger ref={triggerRef} className={triggerClassName} aria-label={labels.openMenu}>
        <Icon name="menu" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <PortalTheme override={themeClassName}>
          <Dialog.Overlay className={styles.sheetOverlay} />
          <Dialog.Content className={styles.sheet} data-slot="mobile-menu" aria-describedby={undefined}>
            <div className={styles.sheetHead}>
              <Dialog.Title className={styles.sheetTitle}>{labels.menu}</Dialog.Title>
              <Dialog.Close className={iconButton} aria-label={labels.closeMenu}>
                <Icon name="close" />
              </Dialog.Close>
            </div>
            {onSearch ? <SearchBox onSearch={onSearch} labels={labels} onDone={closeMenu} /> : null}
            <nav aria-label={labels.menu} className={styles.sheetSection}>
              {sheetLink(hrefs.home, labels.home)}
              {sheetLink(hrefs.allProducts, labels.allProducts)}
              <h3 className={styles.sheetHeading}>{labels.collections}</h3>
              {collections.map((c) => (
                <span key={c.href}>{sheetLink(c.href, c.label)}</span>
              ))}
            </nav>
            {user && isSeller ? (
              <section className={styles.sheetSection} aria-label={labels.sellerSpace}>
                <h3 className={styles.sheetHeading}>{labels.sellerSpace}</h3>
                {sheetLink(hrefs.myShop, labels.myShop)}
                {sheetLink(hrefs.myProducts, labels.myProducts)}
                {sheetLink(hrefs.addProduct, labels.addProduct)}
              </section>
            ) : null}
            <section className={styles.sheetSection} aria-label={labels.account}>
              <h3 className={styles.sheetHeading}>{labels.account}</h3>
              {user ? (
                <>
                  {sheetLink(hrefs.profile, labels.account)}
                  {sheetLink(hrefs.myOrders, labels.myOrders)}
                  {sheetLink(hrefs.wishlist, labels.favourites)}
                  {isStaff ? sheetLink(hrefs.staffDesk, labels.staffDesk) : null}
                  <button
                    type="button"
                    className={styles.menuItem}
                    onClick={() => {
                      closeMenu();
                      onLogout?.();
                    }}
                  >
                    {labels.logout}
                  </button>
                </>
              ) : (
                <>
                  {sheetLink(hrefs.login, labels.login)}
                  {sheetLink(hrefs.register, labels.register)}
                </>
              )}
            </section>
          </Dialog.Content>
        </PortalTheme>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
