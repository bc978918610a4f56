import { passwordRules, validateRegistration } from '@teranga/headless';
import { RegisterForm } from '@teranga/ui';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import * as page from '../../app/page.css';
import { renderRouterLink } from '../../app/router-link';
import { useAuth, useCheckout } from '../../app/shop';
import { startSocialSignIn, useSocialProviders } from '../../app/social-sign-in';

/** /register: a customer or seller account; the password checklist updates as the visitor types. */
export function RegisterPage() {
  const auth = useAuth();
  const socialProviders = useSocialProviders();
  const checkout = useCheckout();
  const { dismissError } = auth;

  useEffect(() => () => dismissError(), [dismissError]);

  // Signed up with a pending payment: back to the cart, where the payment runs by itself.
  if (auth.isAuthenticated) return <Navigate to={checkout.status === 'idle' ? '/' : '/cart'} replace />;

  return (
    <div className={page.narrow}>
      <RegisterForm
        validate={(values) => validateRegistration(values).errors}
        passwordRules={passwordRules}
        error={auth.error ?? undefined}
        submitting={auth.busy}
        onSubmit={(values) => auth.register(values)}
        onSocial={startSocialSignIn}
        socialProviders={socialProviders}
        loginHref="/login"
        renderLink={renderRouterLink}
      />
    </div>
  );
}
