import {
  DESCRIPTION_MAX_LENGTH,
  formatCfa,
  numberInput,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
} from '@teranga/headless';
import { fill, plural } from '@teranga/messages/format';
import { sellerFormMessages } from '@teranga/messages/seller';
import type { Category, ProductStatus } from '@teranga/sdk';
import {
  Button,
  Checkbox,
  ImagePicker,
  TagInput,
  TextField,
  Toaster,
  type VariantRowErrors,
  VariantRows,
} from '@teranga/ui';
import {
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import * as page from '../../../app/page.css';
import * as styles from './product-form.css';
import { type ProductFormAction, type ProductFormValues, sizeStockTotal } from './product-form.state';
import type { useImageUploads } from './use-image-uploads';

const t = sellerFormMessages;
const STATUSES: ProductStatus[] = ['draft', 'active', 'archived'];

export type FieldErrors = Partial<
  Record<'name' | 'description' | 'price' | 'sku' | 'category' | 'comparePrice', string>
>;

export interface ProductFormProps {
  mode: 'create' | 'edit';
  values: ProductFormValues;
  dispatch: (action: ProductFormAction) => void;
  uploads: ReturnType<typeof useImageUploads>;
  categories: readonly Category[];
  errors: FieldErrors;
  /** each variant row's problems, by row id */
  variantErrors?: Readonly<Record<string, VariantRowErrors>>;
  /** counts the refused saves: each one sends the focus to the first field to correct */
  refusals?: number;
  submitting: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
}

function Section({ title, children }: { title?: string; children: ReactNode }) {
  // The image picker and the variant rows carry their own label and legend: their panel adds none.
  if (title === undefined) return <div className={styles.section}>{children}</div>;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

const required = (label: string) => `${label} *`;

/** A text area with the live 'n/max' counter under its label (the description and the SEO description). */
function CountedText({
  label,
  value,
  max,
  cap,
  error,
  isRequired,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  /** stop typing at max (the SEO description); the description only counts and the rule says when it is too long */
  cap?: boolean;
  error?: string | undefined;
  isRequired?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {isRequired ? required(label) : label}
        </label>
        <span id={`${id}-count`} className={styles.hint} data-testid="counter">
          {fill(t.counter, { count: String(value.length), max: String(max) })}
        </span>
      </div>
      <textarea
        id={id}
        className={styles.textarea}
        rows={5}
        value={value}
        maxLength={cap ? max : undefined}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The create and edit screens' form (seller document, screens 1 and 2), composed from the kit. */
export function ProductForm({
  mode,
  values,
  dispatch,
  uploads,
  categories,
  errors,
  variantErrors = {},
  refusals = 0,
  submitting,
  submitLabel,
  onSubmit,
  onCancel,
}: ProductFormProps) {
  const ids = { category: useId(), status: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused save (not while the seller corrects a field, which clears its error), the first field to correct
  // takes the focus (and comes into view).
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  // Sizes that keep their own stock make the product's quantity: their sum, shown, not typed.
  const sizesTotal = sizeStockTotal(values.variants);
  const creating = mode === 'create';
  const set = (patch: Partial<ProductFormValues>) => dispatch({ type: 'set', patch, now: Date.now() });
  const input =
    (field: keyof ProductFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set({ [field]: event.target.value });
  const euro = <span className={styles.unit}>{t.fields.euro}</span>;
  const amount = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal', adornment: euro } as const;
  const quantity = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;
  const measure = { type: 'number', min: 0, step: 0.1, inputMode: 'decimal' } as const;
  // The document keeps euros on the forms; sellers think in francs CFA: the equivalent follows what they type.
  const cfa = (euros: string) =>
    numberInput(euros) > 0 ? fill(t.cfaEquivalent, { amount: formatCfa(numberInput(euros)) }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form ref={formRef} noValidate className={styles.form} onSubmit={submit}>
      <Section title={t.sections.basics}>
        <div className={styles.grid}>
          <TextField
            label={required(t.fields.name)}
            required
            value={values.name}
            error={errors.name}
            onChange={input('name')}
          />
          <TextField
            label={t.fields.sku}
            value={values.sku}
            readOnly={creating}
            hint={creating ? t.fields.skuGenerated : undefined}
            error={errors.sku}
            onChange={input('sku')}
          />
        </div>
        <CountedText
          label={t.fields.description}
          value={values.description}
          max={DESCRIPTION_MAX_LENGTH}
          error={errors.description}
          isRequired
          onChange={(description) => set({ description })}
        />
        <TextField
          label={t.fields.shortDescription}
          value={values.shortDescription}
          maxLength={500}
          onChange={input('shortDescription')}
        />
        <div className={styles.grid}>
          <TextField
            label={required(t.fields.price)}
            required
            {...amount}
            value={values.price}
            hint={cfa(values.price)}
            error={errors.price}
            onChange={input('price')}
          />
          <TextField
            label={t.fields.comparePrice}
            {...amount}
            value={values.comparePrice}
            hint={cfa(values.comparePrice)}
            error={errors.comparePrice}
            onChange={input('comparePrice')}
          />
          {creating ? (
            <TextField
              label={t.fields.cost}
              {...amount}
              value={values.cost}
              hint={cfa(values.cost)}
              onChange={input('cost')}
            />
          ) : null}
        </div>
      </Section>

      <Section title={t.sections.categorisation}>
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor={ids.category} className={styles.label}>
              {required(t.fields.category)}
            </label>
            <select
              id={ids.category}
              className={styles.select}
              required
              value={values.category}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? `${ids.category}-error` : undefined}
              onChange={input('category')}
            >
              <option value="">{t.fields.chooseCategory}</option>
              {categories.map((category) => (
                <option key={category._id} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
            {errors.category ? (
              <p id={`${ids.category}-error`} className={styles.error} role="alert">
                {errors.category}
              </p>
            ) : null}
          </div>
          {creating ? (
            <TextField
              label={t.fields.subcategory}
              value={values.subcategory}
              onChange={input('subcategory')}
            />
          ) : null}
          <TextField label={t.fields.brand} value={values.brand} onChange={input('brand')} />
          {creating ? (
            <TextField label={t.fields.origin} value={values.origin} onChange={input('origin')} />
          ) : null}
        </div>
        <TagInput
          label={t.fields.tags}
          hint={t.fields.tagsHint}
          value={values.tags}
          onChange={(tags) => set({ tags })}
        />
      </Section>

      <Section>
        <ImagePicker
          items={uploads.entries}
          onAdd={uploads.add}
          onRemove={uploads.remove}
          onCancel={uploads.cancel}
          onRetry={uploads.retry}
          onMove={uploads.move}
          onMakeMain={uploads.makeMain}
        />
      </Section>

      <Section>
        <VariantRows
          value={values.variants}
          errors={variantErrors}
          onChange={(variants) => set({ variants })}
        />
      </Section>

      <Section title={t.sections.stock}>
        <div className={styles.checks}>
          <Checkbox
            label={t.fields.trackQuantity}
            checked={values.trackQuantity}
            onCheckedChange={(checked) => set({ trackQuantity: checked === true })}
          />
        </div>
        <div className={styles.grid}>
          <TextField
            label={t.fields.quantity}
            {...quantity}
            readOnly={sizesTotal !== undefined}
            hint={
              values.backordered > 0
                ? plural(t.fields.backordered, values.backordered)
                : sizesTotal !== undefined
                  ? t.quantityFromSizes
                  : undefined
            }
            value={sizesTotal !== undefined ? String(sizesTotal) : values.quantity}
            onChange={input('quantity')}
          />
          <TextField
            label={t.fields.lowStockThreshold}
            {...quantity}
            value={values.lowStockThreshold}
            onChange={input('lowStockThreshold')}
          />
        </div>
        <Checkbox
          label={t.fields.allowBackorder}
          checked={values.allowBackorder}
          onCheckedChange={(checked) => set({ allowBackorder: checked === true })}
        />
      </Section>

      <Section title={t.sections.shipping}>
        <div className={styles.grid}>
          <TextField label={t.fields.weight} {...measure} value={values.weight} onChange={input('weight')} />
          <TextField label={t.fields.length} {...measure} value={values.length} onChange={input('length')} />
          <TextField label={t.fields.width} {...measure} value={values.width} onChange={input('width')} />
          <TextField label={t.fields.height} {...measure} value={values.height} onChange={input('height')} />
        </div>
      </Section>

      <Section title={t.sections.seo}>
        <TextField
          label={t.fields.seoTitle}
          value={values.seoTitle}
          maxLength={SEO_TITLE_MAX_LENGTH}
          hint={fill(t.counter, {
            count: String(values.seoTitle.length),
            max: String(SEO_TITLE_MAX_LENGTH),
          })}
          onChange={input('seoTitle')}
        />
        <CountedText
          label={t.fields.seoDescription}
          value={values.seoDescription}
          max={SEO_DESCRIPTION_MAX_LENGTH}
          cap
          onChange={(seoDescription) => set({ seoDescription })}
        />
      </Section>

      <Section title={t.sections.publication}>
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor={ids.status} className={styles.label}>
              {t.fields.status}
            </label>
            <select
              id={ids.status}
              className={styles.select}
              value={values.status}
              onChange={input('status')}
            >
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t.statuses[status]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Checkbox
          label={t.fields.featured}
          checked={values.featured}
          onCheckedChange={(checked) => set({ featured: checked === true })}
        />
      </Section>

      <div className={styles.actions}>
        <Button variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={submitting} loadingLabel={creating ? t.creating : t.saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface ProductFormScreenProps extends ProductFormProps {
  title: string;
  toasts: ComponentProps<typeof Toaster>['toasts'];
  onDismissToast: ComponentProps<typeof Toaster>['onDismiss'];
}

/** The create and edit screens: the title, the form, and the toasts top right. */
export function ProductFormScreen({ title, toasts, onDismissToast, ...form }: ProductFormScreenProps) {
  return (
    // Inside the seller area's column (seller-area.tsx), which gives the page its width and margins.
    <div>
      <div className={page.stack}>
        <h1 className={page.title}>{title}</h1>
        <ProductForm {...form} />
      </div>
      <Toaster toasts={toasts} onDismiss={onDismissToast} />
    </div>
  );
}
