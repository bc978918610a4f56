import { loginPromptDialogLabels } from '@teranga/messages/kit/login-prompt-dialog';
import { useAutoClose } from '../../internal/use-auto-close';
import { Button } from '../button/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../dialog/dialog';

export interface LoginPromptDialogProps {
  /** Fenêtre ouverte (contrôlée par l’application). */
  open: boolean;
  /** Appelée quand la fenêtre s’ouvre ou se ferme. */
  onOpenChange: (open: boolean) => void;
  /** Bouton « Se connecter » : l’application mène à la page de connexion. */
  onLogin: () => void;
  /** Titre de la fenêtre. */
  title?: string;
  /** Pourquoi se connecter. */
  message?: string;
  /** Texte du bouton qui ferme la fenêtre. */
  laterLabel?: string;
  /** Texte du bouton de connexion. */
  loginLabel?: string;
  /** Délai de fermeture automatique, en millisecondes (5 s) ; 0 la laisse ouverte. */
  autoCloseMs?: number;
  /** @deprecated a `ThemeProvider` around the component (or a theme on `<html>`) reaches its portal by itself */
  themeClassName?: string;
}

/** Shown when a guest taps the wishlist heart. */
export function LoginPromptDialog({
  open,
  onOpenChange,
  onLogin,
  title = loginPromptDialogLabels.title,
  message = loginPromptDialogLabels.message,
  laterLabel = loginPromptDialogLabels.later,
  loginLabel = loginPromptDialogLabels.login,
  autoCloseMs = 5000,
  themeClassName,
}: LoginPromptDialogProps) {
  useAutoClose(open, autoCloseMs, onOpenChange);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent themeClassName={themeClassName}>
        <DialogTitle>{title}</DialogTitle>
        {message ? <DialogDescription>{message}</DialogDescription> : null}
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {laterLabel}
          </Button>
          <Button onClick={onLogin}>{loginLabel}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
