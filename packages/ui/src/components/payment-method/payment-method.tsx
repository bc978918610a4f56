import { cashOnDeliveryTexts } from '@teranga/messages/cart';
import { paymentMethodLabels } from '@teranga/messages/kit/payment-method';
import { useRadioGroup } from '../../internal/radio-group';
import * as styles from './payment-method.css';

export const paymentMethods = ['wave', 'orange-money', 'cash-on-delivery'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Shown when the shop does not say which it offers: the two mobile-money methods. */
const mobileMoney: readonly PaymentMethod[] = ['wave', 'orange-money'];

export interface PaymentMethodChoiceProps {
  /** Le moyen choisi. */
  value: PaymentMethod;
  /** Appelée avec le moyen choisi. */
  onValueChange: (method: PaymentMethod) => void;
  /** Nom du groupe de choix. */
  legend?: string;
  /** Nom et description de chaque moyen (par défaut ceux de `@teranga/messages`). */
  labels?: Record<PaymentMethod, { name: string; text: string }>;
  /**
   * Les moyens que la boutique propose, dans l’ordre (les fournisseurs configurés, et le paiement à la livraison si
   * elle l’accepte) ; Wave et Orange Money par défaut.
   */
  methods?: readonly PaymentMethod[];
}

/** Read at render (the build's stylesheet pass evaluates this module against the published texts). */
const defaultLabels = (): Record<PaymentMethod, { name: string; text: string }> => ({
  wave: paymentMethodLabels.wave,
  'orange-money': paymentMethodLabels['orange-money'],
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
  legend = paymentMethodLabels.legend,
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
