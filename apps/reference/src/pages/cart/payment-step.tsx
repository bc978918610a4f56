import { offeredPaymentMethod } from '@teranga/headless';
import { cashOnDeliveryTexts, checkoutPaymentTexts } from '@teranga/messages/cart';
import { PayerFields, PaymentMethodChoice } from '@teranga/ui';
import { useEffect } from 'react';
import * as page from '../../app/page.css';
import { methodsOf, useOfferedPaymentMethods } from '../../app/payment-methods';
import type { useCheckout } from '../../app/shop';
import {
  DeliveryOptions,
  type DeliveryPrice,
  SavedAddressChoice,
  useSavedAddressChosen,
} from './delivery-step';

/** Paid at the door: the phone is the one the courier calls, not a mobile-money account. */
const cashOnDeliveryLabels = {
  payerPhone: cashOnDeliveryTexts.payerPhone,
  payerPhoneHint: cashOnDeliveryTexts.payerPhoneHint,
};

/**
 * The cart's payment step: the methods the server offers, the payer's phone, the delivery address (of the customer's
 * book, or typed), the delivery options quoted for it, the waiting note.
 * Its own chunk, so the cart's first load does not carry it; the cart page requests it with the page (see
 * `cart.page.tsx`).
 */
export function PaymentStep({
  checkout,
  paying,
  onShipping,
}: {
  checkout: ReturnType<typeof useCheckout>;
  paying: boolean;
  /** the chosen delivery's price (undefined until quoted), for the cart's summary */
  onShipping?: (price: DeliveryPrice | undefined) => void;
}) {
  const offered = useOfferedPaymentMethods();
  const methods = methodsOf(offered);
  const chosen = offeredPaymentMethod(checkout.paymentMethod, methods);
  const { paymentMethod, setPaymentMethod } = checkout;
  // A method this server does not offer (one provider configured) is never the one selected.
  useEffect(() => {
    if (chosen !== paymentMethod) setPaymentMethod(chosen);
  }, [chosen, paymentMethod, setPaymentMethod]);
  const demo = offered.find((entry) => entry.method === chosen)?.demo === true;
  // Paid at the door: the phone is the delivery's contact, the order is confirmed at once (no phone to confirm on).
  const cash = chosen === 'cash-on-delivery';
  const savedAddress = useSavedAddressChosen();
  return (
    <>
      <PaymentMethodChoice value={chosen} onValueChange={setPaymentMethod} methods={methods} />
      {demo ? <p className={page.muted}>{checkoutPaymentTexts.paymentStep.demo}</p> : null}
      {cash ? <p className={page.muted}>{cashOnDeliveryTexts.note}</p> : null}
      <PayerFields
        value={checkout.payer}
        {...(cash ? { labels: cashOnDeliveryLabels } : {})}
        errors={checkout.payerErrors}
        onChange={checkout.editPayer}
        disabled={paying}
        address={!savedAddress}
      />
      <SavedAddressChoice paying={paying} />
      <DeliveryOptions paying={paying} onShipping={onShipping} />
      <p role="status" className={page.muted}>
        {checkout.awaitingPayment ? checkoutPaymentTexts.paymentStep.waiting : null}
      </p>
    </>
  );
}
