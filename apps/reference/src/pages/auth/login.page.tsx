import { messages, TIMINGS, validateLogin } from '@teranga/headless';
import { shopTexts } from '@teranga/messages';
import { AlertBanner, ForgotPasswordDialog, type ForgotPasswordStatus, LoginForm } from '@teranga/ui';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { renderRouterLink } from '../../app/router-link';
import { useAuth, useCheckout } from '../../app/shop';
import { signInTarget, withRedirect } from '../../app/sign-in-target';
import { startSocialSignIn, useSocialProviders } from '../../app/social-sign-in';
import { sdk } from '../../sdk';

/** /login ('Partner Login'): email or phone and password, or Google and Facebook. */
export function LoginPage() {
  const auth = useAuth();
  const socialProviders = useSocialProviders();
  // A checkout waiting for this sign-in is loaded at the shop's start: this page only reads it.
  const checkout = useCheckout({ load: false });
  const [params] = useSearchParams();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgot, setForgot] = useState<{ status: ForgotPasswordStatus; message?: string }>({
    status: 'idle',
  });
  const target = signInTarget(params.get('redirect'));
  const { dismissError } = auth;

  useEffect(() => () => dismissError(), [dismissError]);

  if (auth.isAuthenticated) return <Navigate to={checkout.status === 'idle' ? target : '/cart'} replace />;

  return (
    <div className={page.narrow}>
      <div className={page.stack}>
        {auth.notice ? <AlertBanner tone="info">{auth.notice}</AlertBanner> : null}
        <LoginForm
          validate={(values) => validateLogin(values).errors}
          error={auth.error ?? undefined}
          submitting={auth.busy}
          onSubmit={(values) => auth.login(values)}
          onForgotPassword={() => {
            setForgot({ status: 'idle' });
            setForgotOpen(true);
          }}
          onSocial={(provider) => startSocialSignIn(provider, target)}
          socialProviders={socialProviders}
          registerHref={withRedirect('/register', target)}
          labels={{ title: shopTexts.login.title }}
          renderLink={renderRouterLink}
        />
      </div>
      <ForgotPasswordDialog
        successCloseMs={TIMINGS.forgotPasswordClose}
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        status={forgot.status}
        message={forgot.message}
        onSubmit={async (email) => {
          setForgot({ status: 'submitting' });
          try {
            const { message } = await sdk.auth.forgotPassword(email);
            setForgot({ status: 'success', message: message || messages.forgotPassword.sent });
          } catch (error) {
            setForgot({
              status: 'error',
              message:
                error instanceof Error && error.message ? error.message : messages.forgotPassword.failed,
            });
          }
        }}
      />
    </div>
  );
}
