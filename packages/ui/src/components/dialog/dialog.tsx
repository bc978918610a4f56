import * as DialogPrimitive from '@radix-ui/react-dialog';
import { dialogLabels } from '@teranga/messages/kit/dialog';
import { clsx } from 'clsx';
import { type ReactNode, useRef } from 'react';
import { Icon } from '../../internal/icons';
import { iconButton } from '../../internal/surface.css';
import { PortalTheme } from '../theme-provider/theme-provider';
import * as styles from './dialog.css';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** buttons at the bottom */
  footer?: ReactNode;
  /** an element that opens the dialog */
  trigger?: ReactNode;
  /**
   * theme class for the portal; not needed any more: a theme on `<html>` or a `ThemeProvider` around the dialog
   * reaches the portal by itself
   * @deprecated wrap the part of the page in `ThemeProvider` instead
   */
  themeClassName?: string;
  closeLabel?: string;
  /** modal dialogs trap focus and block the page; the cart popup is not modal */
  modal?: boolean;
  /** 'alertdialog' for confirmations */
  role?: 'dialog' | 'alertdialog';
}

/** The kit's Radix Dialog: title, description, content, footer, a close button, Escape and outside click close it. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  trigger,
  themeClassName,
  closeLabel = dialogLabels.close,
  modal = true,
  role = 'dialog',
}: DialogProps) {
  const opener = useRef<Element | null>(null);
  const escapeTaken = useRef<KeyboardEvent | null>(null);
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <PortalTheme override={themeClassName}>
          {modal ? <DialogPrimitive.Overlay className={styles.overlay} /> : null}
          <DialogPrimitive.Content
            data-slot="dialog"
            role={role}
            className={styles.content}
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement;
            }}
            onCloseAutoFocus={(event) => {
              // Opened by the app rather than a trigger, Radix would give the focus back to no one: it goes back to
              // what had it when the dialog opened (a card's quick-add button), unless the app has moved it since.
              if (trigger) return;
              event.preventDefault();
              const lost = !document.activeElement || document.activeElement === document.body;
              if (lost && opener.current instanceof HTMLElement && opener.current.isConnected)
                opener.current.focus();
            }}
            onEscapeKeyDown={(event) => {
              escapeTaken.current = event;
            }}
            onKeyDown={(event) => {
              // Radix gives Escape to the newest layer: a toast shown after the dialog opened took it, and the dialog
              // stayed. Pressed inside the dialog (not in a menu it opened), Escape closes the dialog.
              const inside = event.currentTarget.contains(event.target as Node);
              if (
                event.key === 'Escape' &&
                inside &&
                escapeTaken.current !== event.nativeEvent &&
                open !== undefined
              )
                onOpenChange?.(false);
            }}
          >
            <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className={styles.description}>
                {description}
              </DialogPrimitive.Description>
            ) : null}
            {children}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
            <DialogPrimitive.Close className={clsx(iconButton, styles.close)} aria-label={closeLabel}>
              <Icon name="close" />
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </PortalTheme>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const DialogClose = DialogPrimitive.Close;
