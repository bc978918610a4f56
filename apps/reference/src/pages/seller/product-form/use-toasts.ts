import type { ToastMessage } from '@teranga/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { routes } from '../../../routes';

/** An error stays long enough to be read (it can be dismissed sooner). */
export const ERROR_TOAST_MS = 10_000;

let counter = 0;

/**
 * The seller screens' toasts (top right, dismissible): successes and errors. Only the latest shows: a new one takes
 * the place of the one before, so an old error never sits above « Produit créé ».
 */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const notify = useCallback((toast: Omit<ToastMessage, 'id'>) => {
    counter += 1;
    setToasts([{ ...toast, id: `toast-${counter}` }]);
  }, []);
  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  return { toasts, notify, dismiss };
}

/** 'Annuler' goes back; opened directly (no page before it in this tab), it goes to the product list. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(routes.sellerProducts.href());
  }, [navigate]);
}
