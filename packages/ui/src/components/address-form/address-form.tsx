import { addressTexts } from '@teranga/messages/identity';
import type { FormEvent, ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useFieldErrors } from '../../internal/use-field-errors';
import { AlertBanner } from '../alert-banner/alert-banner';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { TextField } from '../text-field/text-field';
import * as styles from './address-form.css';

/** The fields of a delivery address, in the form's order (the contract's DeliveryAddress). */
export const addressFieldNames = [
  'fullName',
  'phone',
  'quartier',
  'street',
  'landmark',
  'city',
  'region',
] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];
export type AddressFormValues = Record<AddressFieldName, string>;
export type AddressFormErrors = Partial<Record<AddressFieldName, string>>;

export const emptyAddressValues: AddressFormValues = {
  fullName: '',
  phone: '',
  quartier: '',
  street: '',
  landmark: '',
  city: '',
  region: '',
};

const NO_ERRORS: AddressFormErrors = {};

export const defaultAddressFormLabels = addressTexts.form;
export type AddressFormLabels = { [K in keyof typeof defaultAddressFormLabels]: string };

export interface AddressFormProps {
  /** Valeurs de départ (une adresse qu’on modifie) ; champs vides sinon. */
  defaultValues?: Partial<AddressFormValues>;
  /** Appelée avec les valeurs (et le choix « par défaut » s’il est proposé) quand `validate` ne trouve rien. */
  onSubmit: (values: AddressFormValues, options: { isDefault: boolean }) => void;
  /** Affiche un bouton « Annuler » qui l’appelle. */
  onCancel?: () => void;
  /** Les règles : un message par champ invalide (`validateDeliveryAddress` de `@teranga/headless`). */
  validate?: (values: AddressFormValues) => AddressFormErrors;
  /** Messages par champ venus d’ailleurs (le serveur) ; affichés jusqu’à ce que le champ change. */
  errors?: AddressFormErrors;
  /** Échec du formulaire entier (le message du serveur). */
  error?: ReactNode;
  /** Propose la case « Adresse par défaut », cochée ou non au départ. */
  defaultChoice?: boolean;
  /** Pendant l’enregistrement, le bouton tourne et les champs sont figés. */
  submitting?: boolean;
  /** Nom du groupe de champs (« Nouvelle adresse »). */
  legend?: ReactNode;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<AddressFormLabels>;
}

const AUTOCOMPLETE: Record<AddressFieldName, string> = {
  fullName: 'name',
  phone: 'tel',
  quartier: 'address-line2',
  street: 'address-line1',
  landmark: 'off',
  city: 'address-level2',
  region: 'address-level1',
};

/**
 * A delivery address as a courier in Senegal needs it: who receives it and their phone, the quartier, the street, an
 * optional landmark (« point de repère »), the city and the region; optionally « Adresse par défaut ».
 */
export function AddressForm({
  defaultValues,
  onSubmit,
  onCancel,
  validate,
  errors: given = NO_ERRORS,
  error,
  defaultChoice,
  submitting = false,
  legend,
  labels: overrides,
}: AddressFormProps) {
  const labels = { ...defaultAddressFormLabels, ...overrides };
  const [values, setValues] = useState<AddressFormValues>({ ...emptyAddressValues, ...defaultValues });
  const [isDefault, setIsDefault] = useState(defaultChoice ?? false);
  const { errors: found, check } = useFieldErrors(values, validate);
  // A given message stays until its field is typed in; a found one follows the rules as the visitor types.
  const [touched, setTouched] = useState<ReadonlySet<AddressFieldName>>(new Set());
  const [given0, setGiven0] = useState(given);
  if (given !== given0) {
    setGiven0(given);
    setTouched(new Set());
  }

  const errorOf = (field: AddressFieldName): string | undefined =>
    found[field] ?? (touched.has(field) ? undefined : given[field]);

  const change = (field: AddressFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
  };

  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check()) {
      // The fields are disabled while the address is sent: one sent with Entrée from a field would drop the focus on
      // <body>. It waits on the button instead, which stays focusable while it loads.
      submitRef.current?.focus();
      onSubmit(values, { isDefault });
      return;
    }
    // The first refused field takes the focus, so a keyboard or screen reader user lands on what to fix.
    const refused = validate?.(values) ?? {};
    const first = addressFieldNames.find((name) => refused[name]);
    const input = first ? formRef.current?.elements.namedItem(first) : null;
    if (input instanceof HTMLInputElement) input.focus();
  };

  const field = (name: AddressFieldName, extra: { hint?: string; wide?: boolean; type?: string } = {}) => {
    const input = (
      <TextField
        label={labels[name]}
        name={name}
        type={extra.type ?? 'text'}
        inputMode={name === 'phone' ? 'tel' : undefined}
        autoComplete={AUTOCOMPLETE[name]}
        hint={extra.hint}
        value={values[name]}
        error={errorOf(name)}
        required={name !== 'landmark'}
        onChange={(event) => change(name, event.target.value)}
      />
    );
    return extra.wide ? (
      <div className={styles.wide} key={name}>
        {input}
      </div>
    ) : (
      <div key={name}>{input}</div>
    );
  };

  return (
    <form ref={formRef} data-slot="address-form" noValidate className={styles.form} onSubmit={submit}>
      {error ? <AlertBanner>{error}</AlertBanner> : null}
      <fieldset className={styles.fields} disabled={submitting}>
        {legend ? <legend className={styles.legend}>{legend}</legend> : null}
        {field('fullName')}
        {field('phone', { hint: labels.phoneHint, type: 'tel' })}
        {field('quartier')}
        {field('street')}
        {field('landmark', { hint: labels.landmarkHint, wide: true })}
        {field('city')}
        {field('region')}
        {defaultChoice !== undefined ? (
          <div className={styles.wide}>
            <Checkbox
              label={labels.isDefault}
              checked={isDefault}
              onCheckedChange={(checked) => setIsDefault(checked === true)}
            />
          </div>
        ) : null}
      </fieldset>
      <div className={styles.actions}>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={submitting}>
            {labels.cancel}
          </Button>
        ) : null}
        <Button ref={submitRef} type="submit" loading={submitting} loadingLabel={labels.saving}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
