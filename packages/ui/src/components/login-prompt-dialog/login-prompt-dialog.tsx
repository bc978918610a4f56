import { kitLabels } from '@teranga/messages';
import { useAutoClose } from '../../internal/use-auto-close';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

export interface LoginPromptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Se connecter': the app goes to /login?redirect=wishlist */
  onLogin: () => void;
  title?: string;
  message?: string;
  laterLabel?: string;
  loginLabel?: string;
  /** closes itself after this many milliseconds (5 s); 0 keeps it open */
  autoCloseMs?: number;
  /** @deprecated a `ThemeProvider` around the component (or a theme on `<html>`) reaches its portal by itself */
  themeClassName?: string;
}

/** Shown when a guest taps the wishlist heart. */
export function LoginPromptDialog({
  open,
  onOpenChange,
  onLogin,
  title = kitLabels.loginPromptDialog.title,
  message = kitLabels.loginPromptDialog.message,
  laterLabel = kitLabels.loginPromptDialog.later,
  loginLabel = kitLabels.loginPromptDialog.login,
  autoCloseMs = 5000,
  themeClassName,
}: LoginPromptDialogProps) {
  useAutoClose(open, autoCloseMs, onOpenChange);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      themeClassName={themeClassName}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {laterLabel}
          </Button>
          <Button onClick={onLogin}>{loginLabel}</Button>
        </>
      }
    />
  );
}
