import { clsx } from 'clsx';
import { type FormEvent, useRef, useState } from 'react';
import { Icon } from '../../internal/icons';
import { iconButton } from '../../internal/surface.css';
import { useTypedBeforeHydration } from '../../internal/use-typed-before-hydration';
import * as styles from './header.css';

export interface SearchBoxLabels {
  search: string;
  searchPlaceholder: string;
  searchSubmit: string;
}

export interface SearchBoxProps {
  onSearch: (term: string) => void;
  labels: SearchBoxLabels;
  onDone?: () => void;
  /** Escape in the field (the phone header's search row closes) */
  onCancel?: () => void;
  autoFocus?: boolean;
  id?: string;
  /** the term, when the caller keeps it (e.g. to hand it to a search with suggestions) */
  value?: string;
  onValueChange?: (value: string) => void;
  /** the field got the focus or the pointer (to fetch what a richer search needs) */
  onFieldFocus?: () => void;
  /**
   * a search with suggestions will take this field's place (its code on the way): the field is already the closed
   * combobox it becomes, so it reads the same before and after
   */
  suggests?: boolean;
}

/** The header's search form (bar and mobile menu): submits the trimmed term, never an empty one. */
export function SearchBox({
  onSearch,
  labels,
  onDone,
  onCancel,
  autoFocus,
  id,
  value,
  onValueChange,
  onFieldFocus,
  suggests = false,
}: SearchBoxProps) {
  const [ownTerm, setOwnTerm] = useState('');
  const term = value ?? ownTerm;
  const setTerm = onValueChange ?? setOwnTerm;
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setTerm);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    onSearch(trimmed);
    onDone?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too recent for the browsers the shop supports
    <form role="search" id={id} className={styles.searchForm} onSubmit={submit}>
      <input
        ref={field}
        type="search"
        {...(suggests
          ? { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' as const }
          : {})}
        // biome-ignore lint/a11y/noAutofocus: opened on request by the phone header's search button, focus goes to its field
        autoFocus={autoFocus}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) {
            event.preventDefault();
            onCancel();
          }
        }}
        aria-label={labels.search}
        placeholder={labels.searchPlaceholder}
        className={styles.searchInput}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        onFocus={onFieldFocus}
        onPointerEnter={onFieldFocus}
      />
      <button
        type="submit"
        className={clsx(iconButton, styles.searchButton)}
        aria-label={labels.searchSubmit}
      >
        <Icon name="search" />
      </button>
    </form>
  );
}
