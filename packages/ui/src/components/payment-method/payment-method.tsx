import { kitLabels } from '@teranga/messages';
import { useRadioGroup } from '../../internal/radio-group';
import * as styles from './payment-method.css';

export const paymentMethods = ['wave', 'orange-money'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onValueChange: (method: PaymentMethod) => void;
  legend?: string;
  labels?: Record<PaymentMethod, { name: string; text: string }>;
  /** The methods the shop offers, in order (the server's configured providers); both by default. */
  methods?: readonly PaymentMethod[];
}

const defaultLabels: Record<PaymentMethod, { name: string; text: string }> = {
  wave: kitLabels.paymentMethod.wave,
  'orange-money': kitLabels.paymentMethod['orange-money'],
};

const allOptions = paymentMethods.map((method) => ({ value: method }));

/** Wave (the default) or Orange Money, as a radio group: arrows move, the choice follows. */
export function PaymentMethodChoice({
  value,
  onValueChange,
  legend = kitLabels.paymentMethod.legend,
  labels = defaultLabels,
  methods,
}: PaymentMethodChoiceProps) {
  const options = methods ? allOptions.filter((option) => methods.includes(option.value)) : allOptions;
  const radios = useRadioGroup({ options, value, onChoose: onValueChange });
  return (
    <div data-slot="payment-method">
      <div id={radios.labelId} className={styles.legend}>
        {legend}
      </div>
      <div {...radios.group} className={styles.group}>
        {options.map(({ value: method }) => (
          <button
            key={method}
            {...radios.item({ value: method })}
            className={styles.option}
            data-variant={method}
          >
            <span aria-hidden className={styles.radio} />
            <span aria-hidden className={`${styles.logo} ${method === 'wave' ? styles.wave : styles.orange}`}>
              {method === 'wave' ? 'W' : 'OM'}
            </span>
            <span>
              <span className={styles.name}>{labels[method].name}</span>
              <span className={styles.text}>{labels[method].text}</span>
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
