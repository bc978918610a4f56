import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import * as styles from './payment-method.css';

export const paymentMethods = ['wave', 'orange-money'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onValueChange: (method: PaymentMethod) => void;
  legend?: string;
  labels?: Record<PaymentMethod, { name: string; text: string }>;
}

const defaultLabels: Record<PaymentMethod, { name: string; text: string }> = {
  wave: { name: 'Wave', text: 'Payez avec votre compte Wave' },
  'orange-money': { name: 'Orange Money', text: 'Payez avec votre compte Orange Money' },
};

/** Wave (the default) or Orange Money, as a Radix radio group: arrows move, the choice follows. */
export function PaymentMethodChoice({
  value,
  onValueChange,
  legend = 'Moyen de paiement',
  labels = defaultLabels,
}: PaymentMethodChoiceProps) {
  const legendId = useId();
  return (
    <div data-slot="payment-method">
      <div id={legendId} className={styles.legend}>
        {legend}
      </div>
      <RadioGroup.Root
        aria-labelledby={legendId}
        className={styles.group}
        value={value}
        onValueChange={(v) => onValueChange(v as PaymentMethod)}
      >
        {paymentMethods.map((method) => (
          <RadioGroup.Item key={method} value={method} className={styles.option} data-variant={method}>
            <span aria-hidden className={styles.radio} />
            <span aria-hidden className={`${styles.logo} ${method === 'wave' ? styles.wave : styles.orange}`}>
              {method === 'wave' ? 'W' : 'OM'}
            </span>
            <span>
              <span className={styles.name}>{labels[method].name}</span>
              <span className={styles.text}>{labels[method].text}</span>
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
