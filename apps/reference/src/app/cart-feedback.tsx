import { formatCartPrice, messages } from '@teranga/headless';
import { shopTexts } from '@teranga/messages';
import { AddedToCartPopup, LoginPromptDialog, Toaster } from '@teranga/ui';
import { useNavigate } from 'react-router';
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
          title={messages.cart.addedPopup}
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
            navigate('/cart');
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
        message={messages.wishlist.signInToAdd}
        autoCloseMs={0}
      />
    </>
  );
}
