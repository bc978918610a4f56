import { clsx } from 'clsx';
import { type FormEvent, useState } from 'react';
import { Icon } from '../../internal/icons';
import { iconButton } from '../../internal/surface.css';
import * as styles from './header.css';

export interface SearchBoxLabels {
  search: string;
  searchPlaceholder: string;
  searchSubmit: string;
}

/** The header's search form (bar and mobile menu): submits the trimmed term, never an empty one. */
export function SearchBox({
  onSearch,
  labels,
  onDone,
  onCancel,
  autoFocus,
  id,
}: {
  onSearch: (term: string) => void;
  labels: SearchBoxLabels;
  onDone?: () => void;
  /** Escape in the field (the phone header's search row closes) */
  onCancel?: () => void;
  autoFocus?: boolean;
  id?: string;
}) {
  const [term, setTerm] = useState('');
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
        type="search"
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
