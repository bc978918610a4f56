import { tagInputLabels } from '@teranga/messages/kit/tag-input';
import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import * as f from '../../internal/field.css';
import { Icon } from '../../internal/icons';
import * as styles from './tag-input.css';

export interface TagInputProps {
  /** Les mots-clés (contrôlés). */
  value?: readonly string[];
  /** Les mots-clés de départ, quand l’application ne les contrôle pas. */
  defaultValue?: readonly string[];
  /** Appelée avec toute la nouvelle liste après un ajout ou un retrait. */
  onChange?: (tags: string[]) => void;
  /** Transforme la saisie en mot-clé ; un résultat vide est ignoré (par défaut : retire les espaces autour). */
  normalize?: (raw: string) => string;
  /** Intitulé du champ. */
  label?: ReactNode;
  /** Texte indicatif dans le champ vide. */
  placeholder?: string;
  /** Aide sous le champ. */
  hint?: ReactNode;
  /** Message d’erreur ; marque le champ invalide. */
  error?: ReactNode;
  /** Début du nom de chaque bouton de retrait, suivi du mot-clé. */
  removeLabel?: string;
  /** Désactive le champ. */
  disabled?: boolean;
  /** Identifiant du champ. */
  id?: string;
  className?: string;
}

const trim = (raw: string) => raw.trim();

/** Tags typed one by one and added with Enter: trimmed, never empty, never twice; each chip can be removed. */
export function TagInput({
  value,
  defaultValue = [],
  onChange,
  normalize = trim,
  label = tagInputLabels.label,
  placeholder = tagInputLabels.placeholder,
  hint = tagInputLabels.hint,
  error,
  removeLabel = tagInputLabels.remove,
  disabled = false,
  id,
  className,
}: TagInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [own, setOwn] = useState<readonly string[]>(defaultValue);
  const [draft, setDraft] = useState('');
  const tags = value ?? own;

  const commit = (next: string[]) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter inside a product form must add a tag, not submit the form.
      event.preventDefault();
      const tag = normalize(draft);
      setDraft('');
      if (tag === '' || tags.includes(tag)) return;
      commit([...tags, tag]);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      commit(tags.slice(0, -1));
    }
  };

  return (
    <div data-slot="tag-input" className={clsx(f.field, className)}>
      <label htmlFor={inputId} className={f.label}>
        {label}
      </label>
      {tags.length > 0 ? (
        <ul className={styles.list}>
          {tags.map((tag) => (
            <li key={tag} className={styles.chip} data-slot="tag-input-chip">
              <span className={styles.chipText}>{tag}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`${removeLabel} ${tag}`}
                disabled={disabled}
                onClick={() => commit(tags.filter((t) => t !== tag))}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={inputId}
        className={f.input}
        value={draft}
        placeholder={placeholder}
        disabled={disabled}
        enterKeyHint="enter"
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(hint && hintId, error && errorId) || undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
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
