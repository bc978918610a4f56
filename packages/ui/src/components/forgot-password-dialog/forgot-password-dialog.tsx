import { forgotPasswordDialogLabels } from '@teranga/messages/kit/forgot-password-dialog';
import { type FormEvent, useState } from 'react';
import { useAutoClose } from '../../internal/use-auto-close';
import { AlertBanner } from '../alert-banner/alert-banner';
import { Button } from '../button/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../dialog/dialog';
import { TextField } from '../text-field/text-field';

export type ForgotPasswordStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface ForgotPasswordDialogProps {
  /** Fenêtre ouverte (contrôlée par l’application). */
  open: boolean;
  /** Appelée quand la fenêtre s’ouvre ou se ferme. */
  onOpenChange: (open: boolean) => void;
  /** Appelée avec l’adresse e-mail, sans espaces autour. */
  onSubmit: (email: string) => void;
  /** Où en est l’envoi : `idle` (à remplir), `submitting` (en cours), `success` (envoyé) ou `error` (échec). */
  status?: ForgotPasswordStatus;
  /** La réponse du serveur, affichée en cas de succès comme d’erreur. */
  message?: string;
  /** Renvoie un message d’erreur pour l’adresse, ou rien si elle convient. */
  validateEmail?: (email: string) => string | undefined;
  /** closes itself after a success (3 s) */
  successCloseMs?: number;
  /** Titre de la fenêtre. */
  title?: string;
  /** Phrase d’explication sous le titre. */
  description?: string;
  /** Intitulé du champ e-mail. */
  emailLabel?: string;
  /** Texte du bouton d’envoi. */
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
  title = forgotPasswordDialogLabels.title,
  description = forgotPasswordDialogLabels.description,
  emailLabel = forgotPasswordDialogLabels.email,
  submitLabel = forgotPasswordDialogLabels.submit,
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent themeClassName={themeClassName}>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
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
      </DialogContent>
    </Dialog>
  );
}
