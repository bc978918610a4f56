import { fill, kitLabels } from '@teranga/messages';
import { Icon } from '../../internal/icons';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { Button } from '../button/button';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import { StockIndicator, type StockLevel } from '../stock-indicator/stock-indicator';
import * as styles from './cart-line.css';

export interface CartLineProps {
  name: string;
  image?: string;
  /** formatted unit price */
  unitPrice: string;
  /** formatted line total */
  total: string;
  quantity: number;
  maxQuantity?: number;
  size?: string;
  color?: string;
  availability?: StockLevel;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  removeLabel?: (name: string) => string;
  sizeLabel?: string;
  colorLabel?: string;
  /** the product's page: the name becomes a link back to it */
  href?: string;
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
  removeLabel = (name) => fill(kitLabels.cartLine.remove, { name }),
  sizeLabel = kitLabels.cartLine.size,
  colorLabel = kitLabels.cartLine.color,
  href,
  renderLink = defaultRenderLink,
}: CartLineProps) {
  const outOfStock = availability === 'out_of_stock';
  return (
    <article data-slot="cart-line" className={styles.root} aria-label={name}>
      {image ? <img src={image} alt="" className={styles.image} /> : <span className={styles.image} />}
      <div className={styles.body}>
        <h3 className={styles.name}>
          {href ? renderLink({ href, className: styles.nameLink, children: name }) : name}
        </h3>
        <p className={styles.meta}>
          {[size && `${sizeLabel} : ${size}`, color && `${colorLabel} : ${color}`, unitPrice]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <StockIndicator level={availability} labels={kitLabels.cartLine.stock} />
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
