import { kitSellerLabels } from '@teranga/messages';
import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import * as f from '../../internal/field.css';
import { Icon } from '../../internal/icons';
import * as styles from './tag-input.css';

export interface TagInputProps {
  /** the tags (controlled) */
  value?: readonly string[];
  /** the first tags when uncontrolled */
  defaultValue?: readonly string[];
  /** called with the whole new list after an add or a removal */
  onChange?: (tags: string[]) => void;
  /** turns what was typed into a tag; an empty result is ignored (default: trims) */
  normalize?: (raw: string) => string;
  label?: ReactNode;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** prefix of each remove button's name, followed by the tag */
  removeLabel?: string;
  disabled?: boolean;
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
  label = kitSellerLabels.tagInput.label,
  placeholder = kitSellerLabels.tagInput.placeholder,
  hint = kitSellerLabels.tagInput.hint,
  error,
  removeLabel = kitSellerLabels.tagInput.remove,
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
