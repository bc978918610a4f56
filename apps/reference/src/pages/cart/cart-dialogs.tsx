import { messages } from '@teranga/headless';
import { shopTexts } from '@teranga/messages';
import { ConfirmDialog, Dialog } from '@teranga/ui';
import type { useCheckout } from '../../app/shop';

export interface CartDialogsProps {
  confirmClear: boolean;
  onConfirmClearChange: (open: boolean) => void;
  onClear: () => void;
  /** the payment's outcome, shown while the checkout ends (null: no dialog) */
  confirmation: ReturnType<typeof useCheckout>['confirmation'];
}

/** The 'Vider le panier' confirmation and the payment dialog: Radix Dialog, loaded by the cart page on first use. */
export function CartDialogs({ confirmClear, onConfirmClearChange, onClear, confirmation }: CartDialogsProps) {
  return (
    <>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={onConfirmClearChange}
        title={shopTexts.cart.clearTitle}
        message={shopTexts.cart.clearText}
        confirmLabel={shopTexts.cart.clearConfirm}
        onConfirm={onClear}
      />
      <Dialog
        open={confirmation !== null}
        title={confirmation?.title ?? messages.checkout.confirmed}
        description={confirmation?.text ?? messages.checkout.paymentSucceeded}
        role="alertdialog"
      />
    </>
  );
}
