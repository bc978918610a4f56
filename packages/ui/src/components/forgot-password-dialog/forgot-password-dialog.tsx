import { kitLabels } from '@teranga/messages';
import { type FormEvent, useState } from 'react';
import { useAutoClose } from '../../internal/use-auto-close';
import { AlertBanner } from '../alert-banner/alert-banner';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { TextField } from '../text-field/text-field';

export type ForgotPasswordStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** called with the trimmed email */
  onSubmit: (email: string) => void;
  status?: ForgotPasswordStatus;
  /** the server's answer, shown for success and error */
  message?: string;
  /** returns an error message for the email, or undefined */
  validateEmail?: (email: string) => string | undefined;
  /** closes itself after a success (3 s) */
  successCloseMs?: number;
  title?: string;
  description?: string;
  emailLabel?: string;
  submitLabel?: string;
  /** @deprecated a `ThemeProvider` around the component (or a theme on `<html>`) reaches its portal by itself */
  themeClassName?: string;
}

/** "Mot de passe oublié ?": asks for the email that receives the reset link. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  onSubmit,
  status = 'idle',
  message,
  validateEmail,
  successCloseMs = 3000,
  title = kitLabels.forgotPasswordDialog.title,
  description = kitLabels.forgotPasswordDialog.description,
  emailLabel = kitLabels.forgotPasswordDialog.email,
  submitLabel = kitLabels.forgotPasswordDialog.submit,
  themeClassName,
}: ForgotPasswordDialogProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  useAutoClose(open, successCloseMs, onOpenChange, status === 'success');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const problem = validateEmail?.(trimmed);
    setError(problem);
    if (!problem) onSubmit(trimmed);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      themeClassName={themeClassName}
    >
      <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16 }}>
        {status === 'success' && message ? <AlertBanner tone="positive">{message}</AlertBanner> : null}
        {status === 'error' && message ? <AlertBanner tone="critical">{message}</AlertBanner> : null}
        <TextField
          label={emailLabel}
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" loading={status === 'submitting'} fullWidth>
          {submitLabel}
        </Button>
      </form>
    </Dialog>
  );
}
