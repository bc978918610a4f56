import { formatCartPrice } from '@teranga/headless';
import { cartMessages, wishlistMessages } from '@teranga/messages/cart';
import { shopTexts } from '@teranga/messages/storefront';
import { AddedToCartPopup, LoginPromptDialog, Toaster } from '@teranga/ui';
import { useNavigate } from 'react-router';
import { routes } from '../routes';
import { CART_CURRENCY } from './cart-currency';
import { useCart, useWishlist } from './shop';

/** The 'Ajouté au panier!' popup (4 s, timed by the cart machine), the toast, and the wishlist's login prompt. */
export function CartFeedback() {
  const navigate = useNavigate();
  const cart = useCart();
  const wishlist = useWishlist();
  const last = cart.lastAdded;
  return (
    <>
      {last ? (
        <AddedToCartPopup
          open
          onOpenChange={(open) => {
            if (!open) cart.dismissPopup();
          }}
          title={cartMessages.addedPopup}
          item={{
            name: last.name,
            image: last.image,
            price: formatCartPrice(last.price, CART_CURRENCY),
            quantity: last.quantity,
            size: last.size,
            color: last.color,
          }}
          onViewCart={() => {
            cart.dismissPopup();
            navigate(routes.cart.href());
          }}
          autoCloseMs={0}
        />
      ) : null}
      <Toaster
        toasts={cart.toast ? [{ id: 'cart', title: cart.toast.title, tone: cart.toast.tone }] : []}
        onDismiss={cart.dismissToast}
        label={shopTexts.layout.notification}
      />
      <LoginPromptDialog
        open={wishlist.promptOpen}
        onOpenChange={(open) => {
          if (!open) wishlist.closePrompt();
        }}
        onLogin={wishlist.signInFromPrompt}
        message={wishlistMessages.signInToAdd}
        autoCloseMs={0}
      />
    </>
  );
}
