import { Toaster } from '@teranga/ui';
import { useToasts } from './product-form/use-toasts';

/** The seller screens' toasts as the list and the dashboard use them: useToasts' one rule, and their Toaster. */
export function useSellerToasts() {
  const { toasts, notify, dismiss } = useToasts();
  return { show: notify, view: <Toaster toasts={toasts} onDismiss={dismiss} /> };
}
