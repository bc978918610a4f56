import { cartSummaryLabels } from '@teranga/messages/kit/cart-summary';
import { type ReactNode, useId } from 'react';
import { Button } from '../button/button';
import * as styles from './cart-summary.css';

export const defaultCartSummaryLabels = cartSummaryLabels;

export interface CartSummaryProps {
  /** formatted subtotal */
  subtotal: string;
  /** Frais de livraison déjà formatés ; `null` quand elle est gratuite. */
  shipping: string | null;
  /** formatted total */
  total: string;
  /** Le total dans une autre devise (« ≈ 65 500 CFA »). */
  totalEquivalent?: string;
  /** Le choix du moyen de paiement, placé au-dessus du bouton « Payer ». */
  payment?: ReactNode;
  /** Appelée par le bouton « Payer ». */
  onPay?: () => void;
  /** Le paiement est en cours : le bouton tourne. */
  processing?: boolean;
  /** Affiche « Vider le panier » et l’appelle. */
  onClear?: () => void;
  /** Désactive le bouton « Payer ». */
  disabled?: boolean;
  /** Pourquoi on ne peut pas payer maintenant : affiché au-dessus du bouton (qu’il décrit) et le désactive. */
  blockedReason?: string | null;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultCartSummaryLabels>;
}

/** Subtotal, shipping ('Gratuite' when nothing is owed), total, the payment choice and the pay button. */
export function CartSummary({
  subtotal,
  shipping,
  total,
  totalEquivalent,
  payment,
  onPay,
  processing = false,
  onClear,
  disabled = false,
  blockedReason,
  labels: overrides,
}: CartSummaryProps) {
  const labels = { ...defaultCartSummaryLabels, ...overrides };
  const reasonId = useId();
  return (
    <section data-slot="cart-summary" className={styles.root} aria-label={labels.title}>
      <h2 className={styles.title}>{labels.title}</h2>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt className={styles.term}>{labels.subtotal}</dt>
          <dd className={styles.value}>{subtotal}</dd>
        </div>
        <div className={styles.line}>
          <dt className={styles.term}>{labels.shipping}</dt>
          {shipping === null ? (
            <dd className={styles.free}>{labels.free}</dd>
          ) : (
            <dd className={styles.value}>{shipping}</dd>
          )}
        </div>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{labels.total}</dt>
          <dd className={styles.value}>{total}</dd>
        </div>
      </dl>
      {totalEquivalent ? <span className={styles.equivalent}>{totalEquivalent}</span> : null}
      {payment}
      {blockedReason ? (
        <p id={reasonId} role="status" className={styles.blocked}>
          {blockedReason}
        </p>
      ) : null}
      {onPay ? (
        <Button
          size="lg"
          fullWidth
          onClick={onPay}
          loading={processing}
          disabled={disabled || Boolean(blockedReason)}
          aria-describedby={blockedReason ? reasonId : undefined}
        >
          {processing ? labels.processing : labels.pay}
        </Button>
      ) : null}
      {onClear ? (
        <Button variant="ghost" fullWidth onClick={onClear} disabled={processing}>
          {labels.clear}
        </Button>
      ) : null}
    </section>
  );
}
