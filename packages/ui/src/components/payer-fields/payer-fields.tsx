import { checkoutPaymentTexts } from '@teranga/messages';
import { TextField } from '../text-field/text-field';
import * as styles from './payer-fields.css';

export const payerFieldNames = ['phone', 'street', 'city', 'region'] as const;
export type PayerFieldName = (typeof payerFieldNames)[number];
export type PayerValues = Record<PayerFieldName, string>;

export const defaultPayerFieldsLabels = checkoutPaymentTexts.paymentStep;

export interface PayerFieldsProps {
  value: PayerValues;
  /** the French refusal of each field, if any */
  errors?: Partial<Record<PayerFieldName, string>>;
  onChange: (field: PayerFieldName, value: string) => void;
  /** while the payment runs, nothing can change */
  disabled?: boolean;
  labels?: Partial<Record<keyof typeof defaultPayerFieldsLabels, string>>;
}

/** What mobile money and delivery need: the paying phone number and the delivery address. */
export function PayerFields({
  value,
  errors = {},
  onChange,
  disabled = false,
  labels: overrides,
}: PayerFieldsProps) {
  const labels = { ...defaultPayerFieldsLabels, ...overrides };
  return (
    <fieldset data-slot="payer-fields" className={styles.root} disabled={disabled}>
      <legend className={styles.legend}>{labels.title}</legend>
      <TextField
        label={labels.payerPhone}
        name="payerPhone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={labels.payerPhoneHint}
        value={value.phone}
        error={errors.phone}
        onChange={(event) => onChange('phone', event.target.value)}
      />
      <fieldset className={styles.address}>
        <legend className={styles.legend}>{labels.address}</legend>
        <div className={styles.wide}>
          <TextField
            label={labels.street}
            name="street"
            autoComplete="address-line1"
            value={value.street}
            error={errors.street}
            onChange={(event) => onChange('street', event.target.value)}
          />
        </div>
        <TextField
          label={labels.city}
          name="city"
          autoComplete="address-level2"
          value={value.city}
          error={errors.city}
          onChange={(event) => onChange('city', event.target.value)}
        />
        <TextField
          label={labels.region}
          name="region"
          autoComplete="address-level1"
          value={value.region}
          error={errors.region}
          onChange={(event) => onChange('region', event.target.value)}
        />
      </fieldset>
    </fieldset>
  );
}
