import { passwordRules, validateRegistration } from '@teranga/headless';
import { RegisterForm } from '@teranga/ui';
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { renderRouterLink } from '../../app/router-link';
import { useAuth, useCheckout } from '../../app/shop';
import { signInTarget, withRedirect } from '../../app/sign-in-target';
import { startSocialSignIn, useSocialProviders } from '../../app/social-sign-in';
import { routes } from '../../routes';
import { WELCOME_PARAM } from '../account/seller-review';

/** Where a seller lands after registering: their area, which says the request awaits staff (seller-review.tsx). */
const NEW_SELLER_PAGE = routes.sellerDashboard.href({ [WELCOME_PARAM]: 1 });

/** /register: a customer or seller account; the password checklist updates as the visitor types. */
export function RegisterPage() {
  const auth = useAuth();
  const socialProviders = useSocialProviders();
  // A checkout waiting for this sign-in is loaded at the shop's start: this page only reads it.
  const checkout = useCheckout({ load: false });
  const [params] = useSearchParams();
  // Carried from the login page: the wishlist's prompt brings the visitor back to /wishlist, whichever way they sign up.
  const target = signInTarget(params.get('redirect'));
  const { dismissError } = auth;
  const registered = useRef(false);

  useEffect(() => () => dismissError(), [dismissError]);

  // Signed up with a pending payment: back to the cart, where the payment runs by itself.
  if (auth.isAuthenticated) {
    // A new seller with nowhere else to go reads that the request is received and what happens next.
    const newSeller = registered.current && auth.user?.role === 'seller' && !params.get('redirect');
    const next = checkout.status !== 'idle' ? routes.cart.href() : newSeller ? NEW_SELLER_PAGE : target;
    return <Navigate to={next} replace />;
  }

  return (
    <div className={page.narrow}>
      <RegisterForm
        validate={validateRegistration}
        passwordRules={passwordRules}
        error={auth.error ?? undefined}
        submitting={auth.busy}
        onSubmit={(values) => {
          registered.current = true;
          auth.register(values);
        }}
        onSocial={(provider) => startSocialSignIn(provider, target)}
        socialProviders={socialProviders}
        loginHref={withRedirect(routes.login, target)}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
