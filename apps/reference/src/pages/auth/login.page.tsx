import { validateLogin } from '@teranga/headless';
import { shopTexts } from '@teranga/messages/storefront';
import { AlertBanner, LoginForm } from '@teranga/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { renderRouterLink } from '../../app/router-link';
import { useAuth, useCheckout } from '../../app/shop';
import { signInTarget, withRedirect } from '../../app/sign-in-target';
import { startSocialSignIn, useSocialProviders } from '../../app/social-sign-in';
import { routes } from '../../routes';

// The forgotten-password dialog only shows after a press: requested once the page has rendered, mounted on first use.
const loadForgotPassword = () => import('./forgot-password').then((m) => ({ default: m.ForgotPassword }));
const ForgotPassword = lazy(loadForgotPassword);

/** /login ('Partner Login'): email or phone and password, or Google and Facebook. */
export function LoginPage() {
  const auth = useAuth();
  const socialProviders = useSocialProviders();
  // A checkout waiting for this sign-in is loaded at the shop's start: this page only reads it.
  const checkout = useCheckout({ load: false });
  const [params] = useSearchParams();
  const [forgotOpen, setForgotOpen] = useState(false);
  // Mounted the first time it opens, then kept: closing runs as before (focus return, exit state).
  const [forgotNeeded, setForgotNeeded] = useState(false);
  if (!forgotNeeded && forgotOpen) setForgotNeeded(true);
  const target = signInTarget(params.get('redirect'));
  const { dismissError } = auth;

  useEffect(() => () => dismissError(), [dismissError]);
  useEffect(() => {
    loadForgotPassword().catch(() => undefined);
  }, []);

  if (auth.isAuthenticated)
    return <Navigate to={checkout.status === 'idle' ? target : routes.cart.href()} replace />;

  return (
    <div className={page.narrow}>
      <div className={page.stack}>
        {auth.notice ? <AlertBanner tone="info">{auth.notice}</AlertBanner> : null}
        <LoginForm
          validate={validateLogin}
          error={auth.error ?? undefined}
          submitting={auth.busy}
          onSubmit={(values) => auth.login(values)}
          onForgotPassword={() => setForgotOpen(true)}
          onSocial={(provider) => startSocialSignIn(provider, target)}
          socialProviders={socialProviders}
          registerHref={withRedirect(routes.register, target)}
          labels={{ title: shopTexts.login.title }}
          renderLink={renderRouterLink}
        />
      </div>
      {forgotNeeded ? (
        <Suspense fallback={null}>
          <ForgotPassword open={forgotOpen} onOpenChange={setForgotOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
