import * as RadioGroup from '@radix-ui/react-radio-group';
import { checkoutDeliveryTexts } from '@teranga/messages/cart';
import { fill } from '@teranga/messages/format';
import { useId } from 'react';
import * as styles from './delivery-option-picker.css';

export const deliveryOptionKinds = ['home', 'pickup'] as const;
export type DeliveryOptionKind = (typeof deliveryOptionKinds)[number];

export const defaultDeliveryOptionPickerLabels = checkoutDeliveryTexts.picker;

/** One pickup point of a pickup option: where the parcel waits, and when it can be fetched. */
export interface DeliveryPickupPointItem {
  id: string;
  name: string;
  address: string;
  openingHours: string;
}

/** One option as the picker shows it: every amount and date already formatted by the shop. */
export interface DeliveryOptionItem {
  id: string;
  kind: DeliveryOptionKind;
  /** « Livraison à domicile », « Point relais »… */
  name: string;
  /** the price for this cart, formatted ('2 500 CFA'); null when it is free (« Gratuit ») */
  price: string | null;
  /** the expected day in French ('jeudi 3 décembre') */
  expectedDate: string;
  /** the same day as `YYYY-MM-DD`, for the `<time>` element */
  expectedDateIso?: string | undefined;
  /** the amount from which this option is free, formatted; null or absent when it never is */
  freeFrom?: string | null | undefined;
  /** a pickup option's points */
  pickupPoints?: readonly DeliveryPickupPointItem[] | undefined;
}

export interface DeliveryOptionPickerProps {
  /** Les modes de livraison proposés pour l’adresse (nom, délai, prix, points relais). */
  options: readonly DeliveryOptionItem[];
  /** L’identifiant du mode choisi. */
  value: string | undefined;
  /** Appelée avec l’identifiant du mode choisi. */
  onValueChange: (optionId: string) => void;
  /** Le point relais choisi, pour un mode en point relais. */
  pickupPointId?: string | null | undefined;
  /** Appelée avec l’identifiant du point relais choisi. */
  onPickupPointChange?: ((pickupPointId: string) => void) | undefined;
  /** Pourquoi ce choix ne peut pas encore être payé (un point relais manquant), en français. */
  error?: string | null | undefined;
  /** Les modes sont demandés pour cette adresse : les derniers restent affichés jusqu’à la réponse. */
  loading?: boolean;
  /** Pendant le paiement, rien ne peut changer. */
  disabled?: boolean;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultDeliveryOptionPickerLabels>;
}

/**
 * The delivery options for the customer's address (home delivery, pickup points), each with its price in CFA, its
 * expected date and its free threshold, as a radio group; a chosen pickup option lists its points to choose from.
 */
export function DeliveryOptionPicker({
  options,
  value,
  onValueChange,
  pickupPointId,
  onPickupPointChange,
  error,
  loading = false,
  disabled = false,
  labels: overrides,
}: DeliveryOptionPickerProps) {
  const labels = { ...defaultDeliveryOptionPickerLabels, ...overrides };
  const legendId = useId();
  const pointsLegendId = useId();
  const errorId = useId();
  const chosen = options.find((option) => option.id === value);
  const points = chosen?.kind === 'pickup' ? (chosen.pickupPoints ?? []) : [];
  return (
    <div data-slot="delivery-option-picker" className={styles.root} aria-busy={loading || undefined}>
      <div id={legendId} className={styles.legend}>
        {labels.legend}
      </div>
      <p role="status" className={styles.status}>
        {loading ? labels.loading : options.length === 0 ? labels.empty : null}
      </p>
      <RadioGroup.Root
        className={styles.group}
        aria-labelledby={legendId}
        value={value ?? ''}
        onValueChange={onValueChange}
        disabled={disabled}
        loop
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.id}
            value={option.id}
            className={styles.option}
            data-variant={option.kind}
          >
            <span aria-hidden className={styles.radio} />
            <span className={styles.body}>
              <span className={styles.head}>
                <span className={styles.name}>{option.name}</span>
                {option.price === null ? (
                  <span className={styles.free}>{labels.free}</span>
                ) : (
                  <span className={styles.price}>{option.price}</span>
                )}
              </span>
              <span className={styles.text}>
                <ExpectedDate
                  template={labels.expected}
                  date={option.expectedDate}
                  iso={option.expectedDateIso}
                />
              </span>
              {option.freeFrom && option.price !== null ? (
                <span className={styles.text}>{fill(labels.freeFrom, { amount: option.freeFrom })}</span>
              ) : null}
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {chosen?.kind === 'pickup' ? (
        <div className={styles.points}>
          <div id={pointsLegendId} className={styles.legend}>
            {labels.pickupLegend}
          </div>
          <RadioGroup.Root
            className={styles.group}
            aria-labelledby={pointsLegendId}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            aria-required
            value={pickupPointId ?? ''}
            onValueChange={(id) => onPickupPointChange?.(id)}
            disabled={disabled}
            loop
          >
            {points.map((point) => (
              <RadioGroup.Item key={point.id} value={point.id} className={styles.option}>
                <span aria-hidden className={styles.radio} />
                <span className={styles.body}>
                  <span className={styles.name}>{point.name}</span>
                  <span className={styles.text}>{point.address}</span>
                  <span className={styles.text}>
                    {labels.openingHours} {point.openingHours}
                  </span>
                </span>
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** « Livraison prévue le jeudi 3 décembre », the day in a `<time>` when its ISO form is known. */
function ExpectedDate({ template, date, iso }: { template: string; date: string; iso?: string | undefined }) {
  const [before, after = ''] = template.split('{date}');
  return (
    <>
      {before}
      {iso ? <time dateTime={iso}>{date}</time> : date}
      {after}
    </>
  );
}
