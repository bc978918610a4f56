import { cartLineView, formatCartPrice, formatConverted, messages } from '@teranga/headless';
import {
  Button,
  CartLine,
  CartSummary,
  ConfirmDialog,
  Dialog,
  EmptyState,
  PaymentMethodChoice,
} from '@teranga/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as page from '../../app/page.css';
import { useCart, useCheckout } from '../../app/shop';
import * as styles from './cart.page.css';

/** /cart: the lines in EUR, the summary, the payment method and the simulated payment. */
export function CartPage() {
  const cart = useCart();
  const checkout = useCheckout();
  const [confirmClear, setConfirmClear] = useState(false);
  const paying = checkout.status === 'processing' || checkout.status === 'confirmed';

  return (
    <div className={page.container}>
      <div className={page.stack}>
        <h1 className={page.title}>Mon panier</h1>
        {cart.items.length === 0 && !paying ? (
          <EmptyState
            icon="cart"
            title={messages.cart.empty}
            description="Découvrez nos collections et ajoutez vos coups de cœur."
            action={
              <Button asChild>
                <Link to="/products">Continuer mes achats</Link>
              </Button>
            }
          />
        ) : (
          <div className={page.sidebarLayout}>
            <ul className={styles.lines} aria-label="Articles du panier">
              {cart.items.map((item) => {
                const view = cartLineView(item);
                return (
                  <li key={item.id}>
                    <CartLine
                      name={item.name}
                      image={item.image || undefined}
                      unitPrice={view.price}
                      total={view.total}
                      quantity={item.quantity}
                      // Out of stock: the plus button stays disabled at the current quantity.
                      maxQuantity={view.canIncrement ? item.maxQuantity : item.quantity}
                      size={item.size}
                      color={item.color}
                      availability={item.availability}
                      onQuantityChange={(quantity) => cart.setQuantity(item.id, quantity)}
                      onRemove={() => cart.remove(item.id)}
                    />
                  </li>
                );
              })}
            </ul>
            <CartSummary
              subtotal={formatCartPrice(cart.subtotal)}
              shipping={cart.shipping === 0 ? null : cart.shippingLabel}
              total={formatCartPrice(cart.total)}
              totalEquivalent={`≈ ${formatConverted(cart.total, 'EUR', 'XOF')}`}
              payment={
                <PaymentMethodChoice
                  value={checkout.paymentMethod}
                  onValueChange={checkout.setPaymentMethod}
                />
              }
              onPay={checkout.pay}
              processing={paying}
              onClear={() => setConfirmClear(true)}
              disabled={cart.items.length === 0}
            />
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Vider le panier ?"
        message="Tous les articles seront retirés du panier."
        confirmLabel="Vider le panier"
        onConfirm={() => {
          cart.clear();
          setConfirmClear(false);
        }}
      />
      <Dialog
        open={checkout.confirmation !== null}
        title={checkout.confirmation?.title ?? messages.checkout.confirmed}
        description={checkout.confirmation?.text ?? messages.checkout.paymentSucceeded}
        role="alertdialog"
      />
    </div>
  );
}
