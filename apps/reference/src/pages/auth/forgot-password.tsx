import { TIMINGS } from '@teranga/headless';
import { forgotPasswordMessages } from '@teranga/messages/identity';
import { ForgotPasswordDialog, type ForgotPasswordStatus } from '@teranga/ui';
import { useState } from 'react';
import { sdk } from '../../sdk';

export interface ForgotPasswordProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Mot de passe oublié ?': the dialog (Radix Dialog, focus scope, react-remove-scroll) and its call, loaded by the
 * login page once it has rendered and mounted the first time the link is pressed: not in the page's first load.
 */
export function ForgotPassword({ open, onOpenChange }: ForgotPasswordProps) {
  const [forgot, setForgot] = useState<{ status: ForgotPasswordStatus; message?: string }>({
    status: 'idle',
  });
  // Each opening starts from an empty answer (reset while rendering the opening, not in an effect after it).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setForgot({ status: 'idle' });
  }
  return (
    <ForgotPasswordDialog
      successCloseMs={TIMINGS.forgotPasswordClose}
      open={open}
      onOpenChange={onOpenChange}
      status={forgot.status}
      message={forgot.message}
      onSubmit={async (email) => {
        setForgot({ status: 'submitting' });
        try {
          const { message } = await sdk.auth.forgotPassword(email);
          setForgot({ status: 'success', message: message || forgotPasswordMessages.sent });
        } catch (error) {
          setForgot({
            status: 'error',
            message: error instanceof Error && error.message ? error.message : forgotPasswordMessages.failed,
          });
        }
      }}
    />
  );
}
