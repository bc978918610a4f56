import { fill, kitLabels } from '@teranga/messages';
import { useAutoClose } from '../../internal/use-auto-close';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import * as styles from './added-to-cart-popup.css';

export interface AddedItem {
  name: string;
  image?: string;
  /** formatted price */
  price: string;
  quantity: number;
  size?: string;
  color?: string;
}

export interface AddedToCartPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: AddedItem;
  onViewCart: () => void;
  title?: string;
  viewCartLabel?: string;
  continueLabel?: string;
  /** builds the line under the name */
  details?: (item: AddedItem) => string;
  /** closes itself after this many milliseconds (4 s); 0 keeps it open */
  autoCloseMs?: number;
  /** @deprecated a `ThemeProvider` around the component (or a theme on `<html>`) reaches its portal by itself */
  themeClassName?: string;
}

/** The popup after adding to the cart: the last item, 'Voir le panier' and 'Continuer'. */
export function AddedToCartPopup({
  open,
  onOpenChange,
  item,
  onViewCart,
  title = kitLabels.addedToCartPopup.title,
  viewCartLabel = kitLabels.addedToCartPopup.viewCart,
  continueLabel = kitLabels.addedToCartPopup.continue,
  details = (i) =>
    [
      i.size && fill(kitLabels.addedToCartPopup.size, { size: i.size }),
      i.color,
      fill(kitLabels.addedToCartPopup.quantity, { quantity: i.quantity }),
    ]
      .filter(Boolean)
      .join(' · '),
  autoCloseMs = 4000,
  themeClassName,
}: AddedToCartPopupProps) {
  useAutoClose(open, autoCloseMs, onOpenChange);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      themeClassName={themeClassName}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {continueLabel}
          </Button>
          <Button onClick={onViewCart}>{viewCartLabel}</Button>
        </>
      }
    >
      <div data-slot="added-to-cart-popup" className={styles.item}>
        {item.image ? (
          <img src={item.image} alt="" className={styles.thumb} />
        ) : (
          <span className={styles.thumb} />
        )}
        <div>
          <p className={styles.name}>{item.name}</p>
          <p className={styles.meta}>{details(item)}</p>
          <p className={styles.name}>{item.price}</p>
        </div>
      </div>
    </Dialog>
  );
}
