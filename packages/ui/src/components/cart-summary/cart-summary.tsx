import { kitLabels } from '@teranga/messages';
import { type ReactNode, useId } from 'react';
import { Button } from '../button/button';
import * as styles from './cart-summary.css';

export const defaultCartSummaryLabels = kitLabels.cartSummary;

export interface CartSummaryProps {
  /** formatted subtotal */
  subtotal: string;
  /** formatted shipping; null when it is free */
  shipping: string | null;
  /** formatted total */
  total: string;
  /** the total in another currency ('≈ 65 500 CFA') */
  totalEquivalent?: string;
  /** the payment method choice, placed above the pay button */
  payment?: ReactNode;
  onPay?: () => void;
  /** the simulated payment runs */
  processing?: boolean;
  onClear?: () => void;
  disabled?: boolean;
  /** why paying is not possible now (shown above the pay button, which it describes); disables the button */
  blockedReason?: string | null;
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
