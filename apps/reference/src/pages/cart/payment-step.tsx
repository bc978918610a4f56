import { checkoutPaymentTexts } from '@teranga/messages';
import { PayerFields, PaymentMethodChoice } from '@teranga/ui';
import * as page from '../../app/page.css';
import type { useCheckout } from '../../app/shop';

/**
 * The cart's payment step: the method, the payer's phone and delivery address, the waiting note. Its own chunk, so
 * the cart's first load does not carry it; the cart page requests it with the page (see `cart.page.tsx`).
 */
export function PaymentStep({
  checkout,
  paying,
}: {
  checkout: ReturnType<typeof useCheckout>;
  paying: boolean;
}) {
  return (
    <>
      <PaymentMethodChoice value={checkout.paymentMethod} onValueChange={checkout.setPaymentMethod} />
      <PayerFields
        value={checkout.payer}
        errors={checkout.payerErrors}
        onChange={checkout.editPayer}
        disabled={paying}
      />
      <p role="status" className={page.muted}>
        {checkout.awaitingPayment ? checkoutPaymentTexts.paymentStep.waiting : null}
      </p>
    </>
  );
}
