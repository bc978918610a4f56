import { useState } from 'react';

type Errors<V> = Partial<Record<keyof V, string | undefined>>;

/**
 * A form's field errors: all of them are found on submit (`check`); afterwards, as the visitor types, each shown
 * error follows its field — it goes away once the field is valid, its wording follows what is still wrong — and no
 * new one appears before the next submit. One rule for every form of the kit that validates on submit.
 */
export function useFieldErrors<V, E extends Errors<V>>(values: V, validate: ((values: V) => E) | undefined) {
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
