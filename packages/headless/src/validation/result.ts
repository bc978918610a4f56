/**
 * A validation outcome that a form and a server can both use: `errors` per field for the form,
 * `messages` (in field order) and `first` for a server answer.
 */
export interface ValidationResult<Field extends string> {
  valid: boolean;
  errors: Partial<Record<Field, string>>;
  messages: string[];
  first: string | undefined;
}

export function toResult<Field extends string>(
  entries: ReadonlyArray<readonly [Field, string | undefined]>,
): ValidationResult<Field> {
  const errors: Partial<Record<Field, string>> = {};
  const messages: string[] = [];
  for (const [field, message] of entries) {
    if (message === undefined) continue;
    errors[field] = message;
    messages.push(message);
  }
  return { valid: messages.length === 0, errors, messages, first: messages[0] };
}

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || String(value).trim() === '';
