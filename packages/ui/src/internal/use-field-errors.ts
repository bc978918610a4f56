import { useState } from 'react';

type Errors<V> = Partial<Record<keyof V, string | undefined>>;

/**
 * What a form's `validate` may return: the message per invalid field, or a validation result that carries them under
 * `errors` (`validateLogin` and `validateRegistration` of @teranga/headless return `{ valid, errors, messages, first }`).
 */
export type FieldCheck<E> = E | { errors: E };

/** The messages per field of what `validate` returned, whichever of the two shapes it has. */
export function fieldErrorsOf<E extends object>(found: FieldCheck<E>): E {
  const carried = (found as { errors?: unknown }).errors;
  return carried !== null && typeof carried === 'object' ? (carried as E) : (found as E);
}

/**
 * A form's field errors: all of them are found on submit (`check`); afterwards, as the visitor types, each shown
 * error follows its field — it goes away once the field is valid, its wording follows what is still wrong — and no
 * new one appears before the next submit. One rule for every form of the kit that validates on submit.
 */
export function useFieldErrors<V, E extends Errors<V>>(
  values: V,
  rules: ((values: V) => FieldCheck<E>) | undefined,
) {
  const validate = rules && ((next: V): E => fieldErrorsOf(rules(next)));
  const [found, setFound] = useState<E>({} as E);
  const shownKeys = (Object.keys(found) as Array<keyof V & keyof E>).filter((key) => found[key]);
  let errors = found;
  if (shownKeys.length > 0 && validate) {
    const now = validate(values);
    errors = Object.fromEntries(
      shownKeys.filter((key) => now[key]).map((key) => [key, now[key]]),
    ) as unknown as E;
  }
  /** Validates everything now and shows every error; true when there is none. */
  const check = (): boolean => {
    const all = validate?.(values) ?? ({} as E);
    setFound(all);
    return Object.values(all).every((message) => !message);
  };
  return { errors, check };
}
