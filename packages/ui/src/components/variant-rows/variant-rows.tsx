import { variantRowsLabels } from '@teranga/messages/kit/variant-rows';
import { clsx } from 'clsx';
import { type InputHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import * as f from '../../internal/field.css';
import { Icon } from '../../internal/icons';
import { Button } from '../button/button';
import * as styles from './variant-rows.css';

export const variantTypes = ['size', 'color', 'material'] as const;
export type VariantType = (typeof variantTypes)[number];

export interface VariantRow {
  /** stable key of the row (not sent to the server) */
  id: string;
  type: VariantType;
  name: string;
  value: string;
  /** units on hand as typed (size rows keep the stock; '' is 0) */
  stock?: string;
  /** the colour a size row keeps the stock of ('' or absent: every colour) */
  color?: string;
  /** a colour row's shade, '#rrggbb' */
  colorHex?: string;
}

/** What is wrong with a row, said beside its field (the app's rules decide). */
export interface VariantRowErrors {
  value?: string;
  stock?: string;
}

/** The shade a new colour row starts with: a neutral grey, until the seller picks one. */
export const DEFAULT_VARIANT_HEX = '#cccccc';

export interface VariantRowsLabels {
  legend: string;
  type: string;
  name: string;
  value: string;
  add: string;
  /** followed by the row number */
  remove: string;
  empty: string;
  valuePlaceholder: string;
  stock: string;
  /** the size row's colour select */
  color: string;
  /** its first option: the size's stock serves every colour */
  everyColor: string;
  /** a colour row's shade picker */
  hex: string;
  types: Record<VariantType, string>;
}

export const defaultVariantRowsLabels: VariantRowsLabels = variantRowsLabels;

export interface VariantRowsProps {
  /** Les lignes (contrôlées). */
  value?: readonly VariantRow[];
  /** Les lignes de départ, quand l’application ne les contrôle pas. */
  defaultValue?: readonly VariantRow[];
  /** Appelée avec toutes les lignes après chaque changement. */
  onChange?: (rows: VariantRow[]) => void;
  /** Les problèmes de chaque ligne, par identifiant, affichés sous le champ concerné. */
  errors?: Readonly<Record<string, VariantRowErrors>>;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<VariantRowsLabels>;
  /** Fabrique la clé d’une nouvelle ligne (par défaut : un compteur). */
  createId?: () => string;
  /** Désactive les champs et les boutons. */
  disabled?: boolean;
  className?: string;
}

/** A labelled input of a row, its problem said under it (and read with it). */
function RowField({
  id,
  label,
  error,
  input,
}: {
  id: string;
  label: string;
  error: string | undefined;
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={f.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={f.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Product variants as editable rows: a type (size, colour, material), a name and a value; rows are added and removed.
 * A size row keeps its own stock, for every colour or for one of the product's colour rows (size × colour); a colour
 * row has its shade.
 */
export function VariantRows({
  value,
  defaultValue = [],
  onChange,
  errors = {},
  labels: labelOverrides,
  createId,
  disabled = false,
  className,
}: VariantRowsProps) {
  const labels = { ...defaultVariantRowsLabels, ...labelOverrides };
  const legendId = useId();
  const counter = useRef(0);
  const [own, setOwn] = useState<readonly VariantRow[]>(defaultValue);
  const rows = value ?? own;
  // A size row may keep the stock of one of the product's colours: those its colour rows name, each once.
  const colors = [
    ...new Set(rows.filter((row) => row.type === 'color' && row.value.trim()).map((row) => row.value.trim())),
  ];
  const rootRef = useRef<HTMLFieldSetElement>(null);
  // A removed row takes its focused button with it: the focus moves to the row now in its place (or the last one), or
  // to the add button when no row is left, never to the page's start.
  const focusAfterRemove = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the rows have changed, the removed one gone
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null || !rootRef.current) return;
    focusAfterRemove.current = null;
    const removes = rootRef.current.querySelectorAll<HTMLElement>('[data-variant-remove]');
    const target =
      removes[Math.min(index, removes.length - 1)] ?? rootRef.current.querySelector('[data-variant-add]');
    (target as HTMLElement | null)?.focus();
  }, [rows]);

  const commit = (next: VariantRow[]) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const nextId = () => {
    counter.current += 1;
    return createId?.() ?? `${legendId}-${counter.current}`;
  };
  const update = (id: string, patch: Partial<VariantRow>) =>
    commit(rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const changeType = (row: VariantRow, type: VariantType) => {
    // A name still equal to the old type's default follows the new type ('Taille' becomes 'Couleur').
    const followsType = row.name === '' || row.name === labels.types[row.type];
    update(row.id, {
      type,
      ...(followsType ? { name: labels.types[type] } : {}),
      ...(type === 'color' && !row.colorHex ? { colorHex: DEFAULT_VARIANT_HEX } : {}),
    });
  };

  return (
    <fieldset
      ref={rootRef}
      data-slot="variant-rows"
      className={clsx(styles.root, className)}
      disabled={disabled}
    >
      <legend id={legendId} className={styles.legend}>
        {labels.legend}
      </legend>
      {rows.length === 0 ? <p className={styles.empty}>{labels.empty}</p> : null}
      <ol className={styles.list}>
        {rows.map((row, index) => {
          const base = `${legendId}-${row.id}`;
          return (
            <li key={row.id} className={styles.row} data-slot="variant-row" data-type={row.type}>
              <div className={styles.fields}>
                <div className={f.field}>
                  <label htmlFor={`${base}-type`} className={f.label}>
                    {labels.type}
                  </label>
                  <select
                    id={`${base}-type`}
                    className={clsx(f.input, styles.select)}
                    value={row.type}
                    onChange={(event) => changeType(row, event.target.value as VariantType)}
                  >
                    {variantTypes.map((type) => (
                      <option key={type} value={type}>
                        {labels.types[type]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className={f.field}>
                  <label htmlFor={`${base}-name`} className={f.label}>
                    {labels.name}
                  </label>
                  <input
                    id={`${base}-name`}
                    className={f.input}
                    value={row.name}
                    onChange={(event) => update(row.id, { name: event.target.value })}
                  />
                </div>
                <RowField
                  id={`${base}-value`}
                  label={labels.value}
                  error={errors[row.id]?.value}
                  input={{
                    value: row.value,
                    placeholder: labels.valuePlaceholder,
                    onChange: (event) => update(row.id, { value: event.target.value }),
                  }}
                />
                {row.type === 'size' ? (
                  <RowField
                    id={`${base}-stock`}
                    label={labels.stock}
                    error={errors[row.id]?.stock}
                    input={{
                      type: 'number',
                      min: 0,
                      step: 1,
                      inputMode: 'numeric',
                      value: row.stock ?? '',
                      placeholder: '0',
                      onChange: (event) => update(row.id, { stock: event.target.value }),
                    }}
                  />
                ) : null}
                {row.type === 'size' && colors.length > 0 ? (
                  <div className={f.field}>
                    <label htmlFor={`${base}-color`} className={f.label}>
                      {labels.color}
                    </label>
                    <select
                      id={`${base}-color`}
                      className={clsx(f.input, styles.select)}
                      value={row.color ?? ''}
                      onChange={(event) => update(row.id, { color: event.target.value })}
                    >
                      <option value="">{labels.everyColor}</option>
                      {colors.map((color) => (
                        <option key={color} value={color}>
                          {color}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
                {row.type === 'color' ? (
                  <div className={f.field}>
                    <label htmlFor={`${base}-hex`} className={f.label}>
                      {labels.hex}
                    </label>
                    <input
                      id={`${base}-hex`}
                      type="color"
                      className={clsx(f.input, styles.shade)}
                      value={row.colorHex ?? DEFAULT_VARIANT_HEX}
                      onChange={(event) => update(row.id, { colorHex: event.target.value })}
                    />
                  </div>
                ) : null}
              </div>
              <Button
                className={styles.remove}
                variant="ghost"
                size="icon"
                aria-label={`${labels.remove} ${index + 1}`}
                data-variant-remove=""
                onClick={() => {
                  focusAfterRemove.current = index;
                  commit(rows.filter((r) => r.id !== row.id));
                }}
              >
                <Icon name="trash" />
              </Button>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="outline"
          data-variant-add=""
          onClick={() =>
            commit([...rows, { id: nextId(), type: 'size', name: labels.types.size, value: '' }])
          }
        >
          <Icon name="plus" />
          {labels.add}
        </Button>
      </div>
    </fieldset>
  );
}
