import { kitLabels } from '@teranga/messages';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** the confirm button turns into a spinner while the action runs */
  pending?: boolean;
  /** @deprecated a `ThemeProvider` around the component (or a theme on `<html>`) reaches its portal by itself */
  themeClassName?: string;
}

/** Asks before an irreversible action; the safe choice (Annuler) gets the focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title = kitLabels.confirmDialog.title,
  message = kitLabels.confirmDialog.message,
  confirmLabel = kitLabels.confirmDialog.confirm,
  cancelLabel = kitLabels.confirmDialog.cancel,
  pending = false,
  themeClassName,
}: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      themeClassName={themeClassName}
      footer={
        <>
          <Button variant="ghost" autoFocus onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant="critical" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
