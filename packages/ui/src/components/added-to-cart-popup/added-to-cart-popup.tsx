import { fill } from '@teranga/messages/format';
import { addedToCartPopupLabels } from '@teranga/messages/kit/added-to-cart-popup';
import { useAutoClose } from '../../internal/use-auto-close';
import { useImageFallback } from '../../internal/use-image-fallback';
import { Button } from '../button/button';
import { Dialog, DialogContent, DialogFooter, DialogTitle } from '../dialog/dialog';
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
  /** Fenêtre ouverte (contrôlée par l’application). */
  open: boolean;
  /** Appelée quand la fenêtre s’ouvre ou se ferme (bouton, Échap, fermeture automatique). */
  onOpenChange: (open: boolean) => void;
  /** L’article ajouté : nom, photo, taille, couleur, quantité. */
  item: AddedItem;
  /** Appelée par « Voir le panier ». */
  onViewCart: () => void;
  /** Titre de la fenêtre. */
  title?: string;
  /** Texte du bouton qui mène au panier. */
  viewCartLabel?: string;
  /** Texte du bouton qui ferme la fenêtre. */
  continueLabel?: string;
  /** Compose la ligne sous le nom (taille · couleur · quantité). */
  details?: (item: AddedItem) => string;
  /** Délai de fermeture automatique, en millisecondes (4 s) ; 0 la laisse ouverte. */
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
  title = addedToCartPopupLabels.title,
  viewCartLabel = addedToCartPopupLabels.viewCart,
  continueLabel = addedToCartPopupLabels.continue,
  details = (i) =>
    [
      i.size && fill(addedToCartPopupLabels.size, { size: i.size }),
      i.color,
      fill(addedToCartPopupLabels.quantity, { quantity: i.quantity }),
    ]
      .filter(Boolean)
      .join(' · '),
  autoCloseMs = 4000,
  themeClassName,
}: AddedToCartPopupProps) {
  useAutoClose(open, autoCloseMs, onOpenChange);
  const fallback = useImageFallback('AddedToCartPopup');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent themeClassName={themeClassName}>
        <DialogTitle>{title}</DialogTitle>
        <div data-slot="added-to-cart-popup" className={styles.item}>
          {item.image && !fallback.failed(item.image) ? (
            <img src={item.image} alt="" className={styles.thumb} onError={fallback.onError(item.image)} />
          ) : (
            <span data-slot="image-fallback" className={styles.thumb} />
          )}
          <div>
            <p className={styles.name}>{item.name}</p>
            <p className={styles.meta}>{details(item)}</p>
            <p className={styles.name}>{item.price}</p>
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {continueLabel}
          </Button>
          <Button onClick={onViewCart}>{viewCartLabel}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
