import { confirmDialogLabels } from '@teranga/messages/kit/confirm-dialog';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../dialog/dialog';

export interface ConfirmDialogProps {
  /** Fenêtre ouverte (contrôlée par l’application). */
  open: boolean;
  /** Appelée quand la fenêtre s’ouvre ou se ferme. */
  onOpenChange: (open: boolean) => void;
  /** Appelée par le bouton de confirmation. */
  onConfirm: () => void;
  /** Titre de la question. */
  title?: ReactNode;
  /** Ce que l’action va faire, et si on peut revenir en arrière. */
  message?: ReactNode;
  /** Texte du bouton de confirmation. */
  confirmLabel?: string;
  /** Texte du bouton d’annulation. */
  cancelLabel?: string;
  /** Le bouton de confirmation tourne pendant l’action. */
  pending?: boolean;
  /** @deprecated a `ThemeProvider` around the component (or a theme on `<html>`) reaches its portal by itself */
  themeClassName?: string;
}

/** Asks before an irreversible action; the safe choice (Annuler) gets the focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title = confirmDialogLabels.title,
  message = confirmDialogLabels.message,
  confirmLabel = confirmDialogLabels.confirm,
  cancelLabel = confirmDialogLabels.cancel,
  pending = false,
  themeClassName,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" themeClassName={themeClassName}>
        <DialogTitle>{title}</DialogTitle>
        {message ? <DialogDescription>{message}</DialogDescription> : null}
        <DialogFooter>
          <Button variant="ghost" autoFocus onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant="critical" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
