import { checkoutPaymentTexts } from '@teranga/messages/cart';
import { TextField } from '../text-field/text-field';
import * as styles from './payer-fields.css';

export const payerFieldNames = [
  'phone',
  'fullName',
  'quartier',
  'street',
  'landmark',
  'city',
  'region',
] as const;
export type PayerFieldName = (typeof payerFieldNames)[number];
export type PayerValues = Record<PayerFieldName, string>;

/** The address's fields after the phone, each with its autocomplete token (the landmark is optional). */
const addressFields = [
  { name: 'fullName', autoComplete: 'name', wide: true },
  { name: 'quartier', autoComplete: 'address-line2', wide: false },
  { name: 'street', autoComplete: 'address-line1', wide: false },
  { name: 'landmark', autoComplete: 'off', wide: true },
  { name: 'city', autoComplete: 'address-level2', wide: false },
  { name: 'region', autoComplete: 'address-level1', wide: false },
] as const satisfies ReadonlyArray<{
  name: Exclude<PayerFieldName, 'phone'>;
  autoComplete: string;
  wide: boolean;
}>;

export const defaultPayerFieldsLabels = checkoutPaymentTexts.paymentStep;

export interface PayerFieldsProps {
  /** Les valeurs des champs (nom, téléphone, adresse). */
  value: PayerValues;
  /** Le refus en français de chaque champ, s’il y en a un. */
  errors?: Partial<Record<PayerFieldName, string>>;
  /** Appelée avec le champ modifié et sa nouvelle valeur. */
  onChange: (field: PayerFieldName, value: string) => void;
  /** Pendant le paiement, rien ne peut changer. */
  disabled?: boolean;
  /** `false` quand une adresse du carnet est choisie : seul le téléphone est demandé. */
  address?: boolean;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<Record<keyof typeof defaultPayerFieldsLabels, string>>;
}

/** What mobile money and delivery need: the paying phone number and, unless one is chosen, the delivery address. */
export function PayerFields({
  value,
  errors = {},
  onChange,
  disabled = false,
  address = true,
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
      {address ? (
        <fieldset className={styles.address}>
          <legend className={styles.legend}>{labels.address}</legend>
          {addressFields.map((field) => (
            <div key={field.name} className={field.wide ? styles.wide : undefined}>
              <TextField
                label={labels[field.name]}
                name={field.name}
                autoComplete={field.autoComplete}
                {...(field.name === 'landmark' ? { hint: labels.landmarkHint } : {})}
                value={value[field.name]}
                error={errors[field.name]}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            </div>
          ))}
        </fieldset>
      ) : null}
    </fieldset>
  );
}
