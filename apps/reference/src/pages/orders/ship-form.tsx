import {
  CARRIERS,
  type Carrier,
  carrierLabel,
  HAND_DELIVERY,
  isCarrier,
  type ShipmentErrors,
  validateShipment,
} from '@teranga/headless';
import { sellerOrderSheetTexts } from '@teranga/messages/seller';
import { Button, TextField } from '@teranga/ui';
import { type FormEvent, useState } from 'react';
import { NativeSelect } from '../../app/native-select';
import * as styles from './orders.css';

const t = sellerOrderSheetTexts;

const CARRIER_OPTIONS = [
  { value: '', label: t.chooseCarrier },
  ...CARRIERS.map((carrier) => ({ value: carrier, label: carrierLabel(carrier) })),
];

export interface ShipValues {
  carrier: Carrier;
  trackingNumber: string;
}

/**
 * « Marquer comme expédiée »: the carrier (a select, « Remise en main propre » last) and the tracking number, checked
 * by the server's own rule (headless validateShipment) before sending; the server's refusal shows above the button.
 */
export function ShipForm({
  pending,
  serverError,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  serverError?: string | undefined;
  onSubmit: (values: ShipValues) => void;
  onCancel: () => void;
}) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<ShipmentErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateShipment({ carrier, trackingNumber });
    setErrors(found);
    if (found.carrier || found.trackingNumber || !isCarrier(carrier)) return;
    onSubmit({ carrier, trackingNumber: trackingNumber.trim() });
  };
  return (
    <form className={styles.shipForm} onSubmit={submit} noValidate aria-label={t.ship}>
      <NativeSelect
        label={t.carrier}
        name="carrier"
        id="ship-carrier"
        options={CARRIER_OPTIONS}
        value={carrier}
        aria-invalid={errors.carrier ? true : undefined}
        aria-describedby={errors.carrier ? 'ship-carrier-error' : undefined}
        onChange={(event) => {
          setCarrier(event.target.value);
          setErrors({});
        }}
      />
      {errors.carrier ? (
        <p id="ship-carrier-error" role="alert" className={styles.fieldError}>
          {errors.carrier}
        </p>
      ) : null}
      <TextField
        label={t.trackingNumber}
        name="trackingNumber"
        autoComplete="off"
        spellCheck={false}
        value={trackingNumber}
        hint={carrier === HAND_DELIVERY || !carrier ? t.trackingHint : undefined}
        error={errors.trackingNumber}
        onChange={(event) => {
          setTrackingNumber(event.target.value);
          setErrors({});
        }}
      />
      {serverError ? (
        <p role="alert" className={styles.fieldError}>
          {serverError}
        </p>
      ) : null}
      <div className={styles.sheetActions}>
        <Button type="submit" loading={pending}>
          {t.shipSubmit}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
