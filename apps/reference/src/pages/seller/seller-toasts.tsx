import { Toaster, type ToastMessage } from '@teranga/ui';
import { useCallback, useState } from 'react';

/** The seller screens' toasts (top right, dismissible): successes and the document's error messages. */
export function useSellerToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const show = useCallback((toast: Omit<ToastMessage, 'id'>) => {
    setToasts((list) => [...list, { ...toast, id: `${Date.now()}-${Math.random().toString(36).slice(2)}` }]);
  }, []);
  const dismiss = useCallback(
    (id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const view = <Toaster toasts={toasts} onDismiss={dismiss} />;
  return { show, view };
}
