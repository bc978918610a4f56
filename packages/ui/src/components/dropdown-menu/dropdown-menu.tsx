import * as Menu from '@radix-ui/react-dropdown-menu';
import { dropdownMenuLabels } from '@teranga/messages/kit/dropdown-menu';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../../internal/icons';
import { iconButton } from '../../internal/surface.css';
import { PortalTheme } from '../theme-provider/theme-provider';
import * as styles from './dropdown-menu.css';

/**
 * A menu of actions or links opened from a button (Radix DropdownMenu): arrow keys move, typing a letter jumps,
 * Enter or Space chooses, Escape closes and gives the focus back to the trigger. Compose it from its parts:
 * `DropdownMenu` > `DropdownMenuTrigger` + `DropdownMenuContent` > `DropdownMenuItem`, `DropdownMenuLabel`,
 * `DropdownMenuGroup`, `DropdownMenuSeparator`.
 */
export const DropdownMenu = Menu.Root;
export type DropdownMenuProps = Menu.DropdownMenuProps;

export const DropdownMenuGroup = Menu.Group;

export interface DropdownMenuTriggerProps extends ComponentPropsWithRef<typeof Menu.Trigger> {
  /** the name of an icon-only trigger (no children): 'Plus d’actions' */
  label?: string;
}

/**
 * The button that opens the menu. With children, it is that element (`asChild`) or a button holding them; without,
 * a round "more" button named by `label`.
 */
export function DropdownMenuTrigger({ label, children, className, ...rest }: DropdownMenuTriggerProps) {
  if (children !== undefined) {
    return (
      <Menu.Trigger data-slot="dropdown-menu-trigger" className={className} {...rest}>
        {children}
      </Menu.Trigger>
    );
  }
  return (
    <Menu.Trigger
      data-slot="dropdown-menu-trigger"
      className={clsx(iconButton, className)}
      aria-label={label ?? dropdownMenuLabels.trigger}
      {...rest}
    >
      <Icon name="menu" />
    </Menu.Trigger>
  );
}

export interface DropdownMenuContentProps extends ComponentPropsWithRef<typeof Menu.Content> {
  /** theme class for the portal; by default the nearest `ThemeProvider`'s, or none when the theme is on `<html>` */
  themeClassName?: string;
}

/** The list, in a portal under `<body>`, 6 px from its trigger; it takes the theme of the nearest `ThemeProvider`. */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  themeClassName,
  ...rest
}: DropdownMenuContentProps) {
  return (
    <Menu.Portal>
      <PortalTheme override={themeClassName}>
        <Menu.Content
          data-slot="dropdown-menu"
          className={clsx(styles.content, className)}
          sideOffset={sideOffset}
          {...rest}
        />
      </PortalTheme>
    </Menu.Portal>
  );
}

/** One choice; `asChild` makes a link of the shop's router the item (`<DropdownMenuItem asChild><Link …/>`). */
export function DropdownMenuItem({ className, ...rest }: ComponentPropsWithRef<typeof Menu.Item>) {
  return <Menu.Item data-slot="dropdown-menu-item" className={clsx(styles.item, className)} {...rest} />;
}

/** A heading for the items below it (not focusable, read by screen readers in passing). */
export function DropdownMenuLabel({ className, ...rest }: ComponentPropsWithRef<typeof Menu.Label>) {
  return <Menu.Label className={clsx(styles.label, className)} {...rest} />;
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentPropsWithRef<typeof Menu.Separator>) {
  return <Menu.Separator className={clsx(styles.separator, className)} {...rest} />;
}
