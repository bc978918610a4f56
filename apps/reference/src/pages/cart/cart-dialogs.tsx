import { checkoutMessages } from '@teranga/messages/cart';
import { shopTexts } from '@teranga/messages/storefront';
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogTitle } from '@teranga/ui';
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
      <Dialog open={confirmation !== null}>
        <DialogContent role="alertdialog">
          <DialogTitle>{confirmation?.title ?? checkoutMessages.confirmed}</DialogTitle>
          <DialogDescription>{confirmation?.text ?? checkoutMessages.paymentSucceeded}</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}
