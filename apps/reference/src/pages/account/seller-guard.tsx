import { Skeleton } from '@teranga/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../app/shop';
import { signInPathFor } from '../../app/sign-in-target';
import { routes } from '../../routes';
import { SellerReview } from './seller-review';

/**
 * Wraps every seller screen (the documents' guard): signed out → /login, and back here once signed in; neither
 * seller nor admin → /; a seller whom staff have not approved reads why instead of the screen (the server refuses
 * their seller calls anyway, so the screen would only show errors).
 */
export function SellerGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { pathname, search } = useLocation();
  if (auth.restoring) return <Skeleton height="12rem" />;
  if (!auth.isAuthenticated) return <Navigate to={signInPathFor(pathname + search)} replace />;
  if (!auth.isSellerOrAdmin) return <Navigate to={routes.home.href()} replace />;
  const status = auth.user?.role === 'seller' ? auth.user.sellerStatus : null;
  if (status === 'pending' || status === 'rejected' || status === 'suspended') {
    return <SellerReview status={status} reason={auth.user?.sellerDecisionReason ?? null} />;
  }
  return children;
}
