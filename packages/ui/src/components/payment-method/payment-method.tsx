import { cashOnDeliveryTexts, kitLabels } from '@teranga/messages';
import { useRadioGroup } from '../../internal/radio-group';
import * as styles from './payment-method.css';

export const paymentMethods = ['wave', 'orange-money', 'cash-on-delivery'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Shown when the shop does not say which it offers: the two mobile-money methods. */
const mobileMoney: readonly PaymentMethod[] = ['wave', 'orange-money'];

export interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onValueChange: (method: PaymentMethod) => void;
  legend?: string;
  labels?: Record<PaymentMethod, { name: string; text: string }>;
  /**
   * The methods the shop offers, in order (the server's configured providers, and cash on delivery when it takes it);
   * Wave and Orange Money by default.
   */
  methods?: readonly PaymentMethod[];
}

/** Read at render (the build's stylesheet pass evaluates this module against the published texts). */
const defaultLabels = (): Record<PaymentMethod, { name: string; text: string }> => ({
  wave: kitLabels.paymentMethod.wave,
  'orange-money': kitLabels.paymentMethod['orange-money'],
  'cash-on-delivery': cashOnDeliveryTexts.choice,
});

const logos: Record<PaymentMethod, { text: string; className: string }> = {
  wave: { text: 'W', className: styles.wave },
  'orange-money': { text: 'OM', className: styles.orange },
  'cash-on-delivery': { text: 'CFA', className: styles.cash },
};

const allOptions = paymentMethods.map((method) => ({ value: method }));

/** Wave (the default), Orange Money or, when offered, « Paiement à la livraison », as a radio group. */
export function PaymentMethodChoice({
  value,
  onValueChange,
  legend = kitLabels.paymentMethod.legend,
  labels = defaultLabels(),
  methods = mobileMoney,
}: PaymentMethodChoiceProps) {
  const options = allOptions.filter((option) => methods.includes(option.value));
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
            <span aria-hidden className={`${styles.logo} ${logos[method].className}`}>
              {logos[method].text}
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
