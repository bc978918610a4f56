import {
  cartLineView,
  formatCartPrice,
  formatMoney,
  hasCheckoutInProgress,
  lineRoom,
  payableXof,
  payBlockedReason,
  restoreCart,
} from '@teranga/headless';
import { useHydrated } from '@teranga/headless/react';
import { cartMessages } from '@teranga/messages/cart';
import { shopTexts } from '@teranga/messages/storefront';
import { AlertBanner, Button, CartLine, CartSummary, EmptyState, Skeleton } from '@teranga/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CART_CURRENCY } from '../../app/cart-currency';
import { useFocusAfterRemoval } from '../../app/focus-after-removal';
import * as page from '../../app/page.css';
import { renderRouterLink } from '../../app/router-link';
import { useCart, useCheckout } from '../../app/shop';
import { routes } from '../../routes';
import { storage } from '../../sdk';
import * as styles from './cart.page.css';
import type { DeliveryPrice } from './delivery-step';

// The confirm and payment dialogs (Radix Dialog, react-remove-scroll) only show after a press on a cart with lines:
// their code is not in the cart's first load, and an empty cart never asks for it. It is requested once lines show,
// and the dialog opens when it is there.
const loadCartDialogs = () => import('./cart-dialogs').then((m) => ({ default: m.CartDialogs }));
const CartDialogs = lazy(loadCartDialogs);

// The live stock (its queries) renders nothing and is not needed for the lines to show: its own chunk.
const LiveStock = lazy(() => import('./live-stock').then((m) => ({ default: m.LiveStock })));

// The payment step (method, payer's fields, their queries) shows only beside lines or a payment under way: an empty
// cart never fetches nor runs it. When the stored cart holds lines it is requested as this module runs, before the
// first render, so it usually is there for the render that shows them; if not, boxes of its size hold its place
// (nothing below moves) until it is.
let LoadedPaymentStep: typeof import('./payment-step').PaymentStep | undefined;
const loadPaymentStep = () =>
  import('./payment-step').then((m) => {
    LoadedPaymentStep = m.PaymentStep;
    return { default: m.PaymentStep };
  });
const DeferredPaymentStep = lazy(loadPaymentStep);
if (
  typeof window !== 'undefined' &&
  ((restoreCart(storage.local).items?.length ?? 0) > 0 || hasCheckoutInProgress(storage.local))
)
  loadPaymentStep().catch(() => undefined);

function PaymentStepPlaceholder() {
  return (
    <div aria-hidden className={styles.paymentStepPlaceholder}>
      <div className={styles.paymentChoicePlaceholder} />
      <div className={styles.payerPlaceholder}>
        <div className={styles.phonePlaceholder} />
        <div className={styles.addressPlaceholder}>
          <div className={styles.wideFieldPlaceholder} />
          <div className={styles.fieldPlaceholder} />
          <div className={styles.fieldPlaceholder} />
        </div>
      </div>
      <div />
    </div>
  );
}

/** /cart: the lines in EUR, the summary, the payment step (method, payer's phone, delivery address) and the payment. */
export function CartPage() {
  const cart = useCart();
  // The lines are kept in the browser: a page drawn on the server holds their place until it has read them.
  const linesKnown = useHydrated();
  const hasLines = linesKnown && cart.items.length > 0;
  // The checkout's machine (xstate) only for a cart with lines; one under way is loaded by the shop at start.
  const checkout = useCheckout({ load: hasLines });
  const [confirmClear, setConfirmClear] = useState(false);
  const paying = checkout.status === 'processing' || checkout.status === 'confirmed';
  // Mounted the first time a dialog is wanted, then kept: closing runs as before (focus return, exit state).
  const [dialogsNeeded, setDialogsNeeded] = useState(false);
  // The chosen delivery's price as the server quoted it (the payment step tells it); the flat fee until then.
  const [delivery, setDelivery] = useState<DeliveryPrice>();
  const shipping = delivery?.eur ?? cart.shipping;
  const total = cart.subtotal + shipping;
  // What mobile money collects: the subtotal in CFA plus the delivery exactly as quoted (not the EUR total converted).
  const totalCfa = formatMoney(payableXof(cart.subtotal, total, delivery?.xof), 'XOF');
  if (!dialogsNeeded && (confirmClear || checkout.confirmation !== null)) setDialogsNeeded(true);
  // A removed line's « Retirer » leaves the focus to the next line's, or to « Continuer mes achats ».
  const focus = useFocusAfterRemoval<HTMLUListElement, HTMLAnchorElement>();
  useEffect(() => {
    if (hasLines) loadCartDialogs().catch(() => undefined);
  }, [hasLines]);

  return (
    <div className={page.container}>
      <div className={page.stack}>
        <h1 className={page.title}>{shopTexts.cart.title}</h1>
        {checkout.error ? (
          <AlertBanner tone="critical" onDismiss={checkout.dismissError} reveal>
            {checkout.error}
          </AlertBanner>
        ) : null}
        {!linesKnown ? (
          <Skeleton height="16rem" />
        ) : cart.items.length === 0 && !paying ? (
          <EmptyState
            icon="cart"
            title={cartMessages.empty}
            description={shopTexts.cart.emptyText}
            action={
              <Button asChild>
                <Link ref={focus.empty} to={routes.products.href()}>
                  {shopTexts.cart.continueShopping}
                </Link>
              </Button>
            }
          />
        ) : (
          <div className={page.sidebarLayout}>
            <ul className={styles.lines} aria-label={shopTexts.cart.lines} ref={focus.list}>
              {cart.items.map((item) => {
                // The other lines of the same variant count against its stock.
                const view = cartLineView(item, cart.items, { currency: CART_CURRENCY });
                return (
                  <li key={item.id} data-item={item.id}>
                    <CartLine
                      name={item.name}
                      href={routes.product.href({ id: item.productId })}
                      renderLink={renderRouterLink}
                      image={item.image || undefined}
                      unitPrice={view.price}
                      total={view.total}
                      quantity={item.quantity}
                      // Out of stock: the plus button stays disabled at the current quantity.
                      maxQuantity={view.canIncrement ? lineRoom(cart.items, item) : item.quantity}
                      size={item.size}
                      color={item.color}
                      availability={item.availability}
                      onQuantityChange={(quantity) => cart.setQuantity(item.id, quantity)}
                      onRemove={() => {
                        focus.removing(
                          cart.items.map((line) => line.id),
                          item.id,
                        );
                        cart.remove(item.id);
                      }}
                    />
                  </li>
                );
              })}
            </ul>
            <div className={page.stack}>
              <CartSummary
                subtotal={formatCartPrice(cart.subtotal, CART_CURRENCY)}
                shipping={shipping ? formatCartPrice(shipping, CART_CURRENCY) : null}
                total={formatCartPrice(total, CART_CURRENCY)}
                totalEquivalent={`≈ ${totalCfa}`}
                payment={
                  LoadedPaymentStep ? (
                    <LoadedPaymentStep checkout={checkout} paying={paying} onShipping={setDelivery} />
                  ) : (
                    <Suspense fallback={<PaymentStepPlaceholder />}>
                      <DeferredPaymentStep checkout={checkout} paying={paying} onShipping={setDelivery} />
                    </Suspense>
                  )
                }
                onPay={checkout.pay}
                processing={paying}
                onClear={() => setConfirmClear(true)}
                disabled={cart.items.length === 0}
                blockedReason={payBlockedReason(cart.items)}
              />
            </div>
          </div>
        )}
      </div>
      {hasLines ? (
        <Suspense fallback={null}>
          <LiveStock items={cart.items} onProducts={cart.refreshStock} refusal={checkout.error} />
        </Suspense>
      ) : null}
      {dialogsNeeded ? (
        <Suspense fallback={null}>
          <CartDialogs
            confirmClear={confirmClear}
            onConfirmClearChange={setConfirmClear}
            onClear={() => {
              focus.emptied();
              cart.clear();
              setConfirmClear(false);
            }}
            confirmation={checkout.confirmation}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
