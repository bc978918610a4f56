import { passwordStrength, TIMINGS, validateResetPassword } from '@teranga/headless';
import { resetPasswordMessages } from '@teranga/messages/identity';
import { genericErrorMessage } from '@teranga/messages/storefront';
import { ResetPasswordForm } from '@teranga/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { renderRouterLink } from '../../app/router-link';
import { routes } from '../../routes';
import { sdk } from '../../sdk';

/** /reset-password?token=…: a new password; on success, back to /login after 3 s. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState<string | undefined>(
    token.trim() ? undefined : resetPasswordMessages.tokenMissing,
  );

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => navigate(routes.login.href()), TIMINGS.resetPasswordRedirect);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  return (
    <div className={page.narrow}>
      <ResetPasswordForm
        validate={(values) => {
          const { token: _token, ...fields } = validateResetPassword({ ...values, token }).errors;
          return fields;
        }}
        strengthOf={(password) =>
          passwordStrength(password) === resetPasswordMessages.strong ? 'strong' : 'weak'
        }
        status={status}
        error={error}
        loginHref={routes.login.href()}
        renderLink={renderRouterLink}
        onSubmit={async (values) => {
          const result = validateResetPassword({ ...values, token });
          if (result.errors.token) {
            setError(result.errors.token);
            return;
          }
          setStatus('submitting');
          setError(undefined);
          try {
            await sdk.auth.resetPassword({ token, newPassword: values.password });
            setStatus('success');
          } catch (failure) {
            setStatus('idle');
            setError(failure instanceof Error && failure.message ? failure.message : genericErrorMessage);
          }
        }}
      />
    </div>
  );
}
