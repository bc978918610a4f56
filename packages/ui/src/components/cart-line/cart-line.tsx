import { fill } from '@teranga/messages/format';
import { cartLineLabels } from '@teranga/messages/kit/cart-line';
import { Icon } from '../../internal/icons';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { useImageFallback } from '../../internal/use-image-fallback';
import { Button } from '../button/button';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import { StockIndicator, type StockLevel } from '../stock-indicator/stock-indicator';
import * as styles from './cart-line.css';

export interface CartLineProps {
  /** Nom du produit, en titre de la ligne. */
  name: string;
  /** Adresse de la photo du produit. */
  image?: string;
  /** formatted unit price */
  unitPrice: string;
  /** formatted line total */
  total: string;
  /** Quantité de l’article dans le panier. */
  quantity: number;
  /** Quantité la plus haute possible (le stock) : le bouton plus s’arrête là. */
  maxQuantity?: number;
  /** Taille choisie, affichée sous le nom. */
  size?: string;
  /** Couleur choisie, affichée sous le nom. */
  color?: string;
  /**
   * État du stock : `in_stock` (disponible), `low_stock` (stock faible) ou `out_of_stock` (rupture, la ligne ne peut
   * plus être payée).
   */
  availability?: StockLevel;
  /** Appelée avec la nouvelle quantité (boutons moins et plus). */
  onQuantityChange: (quantity: number) => void;
  /** Appelée par le bouton « Retirer ». */
  onRemove: () => void;
  /** Nom lu du bouton « Retirer », à partir du nom du produit. */
  removeLabel?: (name: string) => string;
  /** Intitulé devant la taille. */
  sizeLabel?: string;
  /** Intitulé devant la couleur. */
  colorLabel?: string;
  /** Page du produit : le nom devient un lien vers elle. */
  href?: string;
  /** Dessine les liens avec le routeur de l’application (un `<a>` simple par défaut). */
  renderLink?: RenderLink;
}

/** One cart line: image, name, size and colour, availability, quantity stepper, total, remove. */
export function CartLine({
  name,
  image,
  unitPrice,
  total,
  quantity,
  maxQuantity = 999,
  size,
  color,
  availability = 'in_stock',
  onQuantityChange,
  onRemove,
  removeLabel = (name) => fill(cartLineLabels.remove, { name }),
  sizeLabel = cartLineLabels.size,
  colorLabel = cartLineLabels.color,
  href,
  renderLink = defaultRenderLink,
}: CartLineProps) {
  const outOfStock = availability === 'out_of_stock';
  const fallback = useImageFallback('CartLine');
  return (
    <article data-slot="cart-line" className={styles.root} aria-label={name}>
      {image && !fallback.failed(image) ? (
        <img src={image} alt="" className={styles.image} onError={fallback.onError(image)} />
      ) : (
        <span data-slot="image-fallback" className={styles.image} />
      )}
      <div className={styles.body}>
        <h3 className={styles.name}>
          {href ? renderLink({ href, className: styles.nameLink, children: name }) : name}
        </h3>
        <p className={styles.meta}>
          {[size && `${sizeLabel} : ${size}`, color && `${colorLabel} : ${color}`, unitPrice]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <StockIndicator level={availability} labels={cartLineLabels.stock} />
      </div>
      <div className={styles.side}>
        <QuantityStepper
          value={quantity}
          max={maxQuantity}
          disabled={outOfStock}
          onChange={onQuantityChange}
        />
        <span className={styles.total}>{total}</span>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={removeLabel(name)}>
          <Icon name="trash" size={16} />
        </Button>
      </div>
    </article>
  );
}
