import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import * as f from '../../internal/field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** visible label */
  label: ReactNode;
  /** Aide sous le champ. */
  hint?: ReactNode;
  /** Message d’erreur ; marque le champ invalide. */
  error?: ReactNode;
  /** Un élément dessiné après la saisie, dans la même ligne (un bouton afficher/masquer). */
  adornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({
  label,
  hint,
  error,
  adornment,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div data-slot="text-field" className={clsx(f.field, className)}>
      <label htmlFor={inputId} className={f.label}>
        {label}
      </label>
      <div style={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
        <input
          id={inputId}
          className={f.input}
          aria-invalid={error ? true : undefined}
          // A caller's description (a password checklist) adds to the hint and error, never replaces them.
          aria-describedby={clsx(describedBy, hintId, errorId) || undefined}
          {...rest}
        />
        {adornment}
      </div>
      {hint ? (
        <span id={hintId} className={f.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className={f.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
