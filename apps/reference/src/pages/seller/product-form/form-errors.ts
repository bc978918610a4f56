import {
  validateProductCreate,
  validateProductEdit,
  variantProblems,
  variantRefusals,
} from '@teranga/headless';
import { productFormMessages } from '@teranga/messages/seller';
import type { VariantRowErrors } from '@teranga/ui';
import { useState } from 'react';
import type { FieldErrors } from './product-form';
import type { ProductFormValues } from './product-form.state';

/** What the form's rules say about the values now: each field's and each variant row's problem, and the toast. */
export interface FormCheck {
  valid: boolean;
  fields: FieldErrors;
  /** by row id */
  variants: Record<string, VariantRowErrors>;
  toast: { title: string; description?: string };
}

function variantErrorsOf(values: ProductFormValues): Record<string, VariantRowErrors> {
  const errors: Record<string, VariantRowErrors> = {};
  for (const { index, field, message } of variantProblems(values.variants)) {
    const id = values.variants[index]?.id;
    if (id !== undefined) errors[id] = { ...errors[id], [field]: message };
  }
  return errors;
}

/** The create form's rules (seller document, section 5) and the variant rows'. */
export function checkCreateForm(values: ProductFormValues): FormCheck {
  const check = validateProductCreate(values);
  const list = [...check.messages, ...variantRefusals(values.variants)];
  return {
    valid: list.length === 0,
    fields: check.errors,
    variants: variantErrorsOf(values),
    toast: { title: check.title, description: list.join(', ') },
  };
}

/** The edit form's one rule (name, description and price required) and the variant rows'. */
export function checkEditForm(values: ProductFormValues): FormCheck {
  const refusal = validateProductEdit(values);
  const fields: FieldErrors = {};
  if (refusal) {
    for (const field of ['name', 'description', 'price'] as const) {
      if (values[field].trim() === '') fields[field] = refusal;
    }
  }
  const variants = variantRefusals(values.variants);
  return {
    valid: !refusal && variants.length === 0,
    fields,
    variants: variantErrorsOf(values),
    toast: refusal
      ? { title: refusal }
      : { title: productFormMessages.validationTitle, description: variants.join(', ') },
  };
}

const variantKeys = (variants: FormCheck['variants']): string[] =>
  Object.entries(variants).flatMap(([id, errors]) => Object.keys(errors).map((field) => `${id}.${field}`));

/**
 * The errors a form shows: those of the fields a save refused, while they still fail. Correcting a field clears its
 * error at once (the rules run on every change); a field never refused shows nothing until the next save.
 */
export function useFieldErrors(check: FormCheck) {
  const [refused, setRefused] = useState<ReadonlySet<string>>(() => new Set());
  const [refusals, setRefusals] = useState(0);
  const errors = Object.fromEntries(
    Object.entries(check.fields).filter(([field]) => refused.has(field)),
  ) as FieldErrors;
  const variantErrors: Record<string, VariantRowErrors> = {};
  for (const [id, rowErrors] of Object.entries(check.variants)) {
    const shown = Object.fromEntries(
      Object.entries(rowErrors).filter(([field]) => refused.has(`${id}.${field}`)),
    ) as VariantRowErrors;
    if (Object.keys(shown).length > 0) variantErrors[id] = shown;
  }
  /** A save was refused: show every problem now, and send the focus to the first. */
  const refuse = () => {
    setRefused(new Set([...Object.keys(check.fields), ...variantKeys(check.variants)]));
    setRefusals((count) => count + 1);
  };
  return { errors, variantErrors, refusals, refuse };
}
