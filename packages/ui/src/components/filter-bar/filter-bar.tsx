import { filterBarLabels, sortOptionsLabels } from '@teranga/messages/kit/filter-bar';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import * as f from '../../internal/field.css';
import { Icon } from '../../internal/icons';
import { useTypedBeforeHydration } from '../../internal/use-typed-before-hydration';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import * as styles from './filter-bar.css';

export interface FilterOption {
  value: string;
  label: string;
}

export const defaultSortOptions: readonly FilterOption[] = [
  { value: 'newest', label: sortOptionsLabels.newest },
  { value: 'price-asc', label: sortOptionsLabels.priceAsc },
  { value: 'price-desc', label: sortOptionsLabels.priceDesc },
  { value: 'popular', label: sortOptionsLabels.popular },
];

export const defaultFilterBarLabels = filterBarLabels;

export interface FilterBarProps {
  /** Le terme de recherche affiché dans le champ. */
  search?: string;
  /** Appelée avec le terme sans espaces autour, seulement s’il n’est pas vide. */
  onSearch: (term: string) => void;
  /** Les catégories proposées dans le menu (valeur, libellé). */
  categories: readonly FilterOption[];
  /** La catégorie choisie ; vide pour toutes. */
  category?: string;
  /** Appelée avec la catégorie choisie. */
  onCategoryChange: (category: string) => void;
  /** Les tris proposés (valeur, libellé). */
  sortOptions?: readonly FilterOption[];
  /** Le tri choisi (le premier proposé par défaut). */
  sort?: string;
  /** Appelée avec le tri choisi. */
  onSortChange: (sort: string) => void;
  /** Affiche « Réinitialiser » et l’appelle. */
  onReset?: () => void;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultFilterBarLabels>;
}

/** Search, category and sort for the product lists; the app keeps them in the query string. */
export function FilterBar({
  search = '',
  onSearch,
  categories,
  category = '',
  onCategoryChange,
  sortOptions = defaultSortOptions,
  sort = sortOptions[0]?.value ?? '',
  onSortChange,
  onReset,
  labels: overrides,
}: FilterBarProps) {
  const labels = { ...defaultFilterBarLabels, ...overrides };
  const categoryId = useId();
  const sortId = useId();
  const [term, setTerm] = useState(search);
  useEffect(() => setTerm(search), [search]);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setTerm);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed) onSearch(trimmed);
  };
  return (
    <div data-slot="filter-bar" className={styles.bar}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too recent for the browsers the shop supports */}
      <form role="search" className={styles.search} onSubmit={submit}>
        <div style={{ flex: 1 }}>
          <TextField
            ref={field}
            label={labels.search}
            type="search"
            placeholder={labels.searchPlaceholder}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
        </div>
        <Button type="submit" size="icon" aria-label={labels.submit}>
          <Icon name="search" />
        </Button>
      </form>
      <div className={f.field}>
        <label className={f.label} htmlFor={categoryId}>
          {labels.category}
        </label>
        <select
          id={categoryId}
          className={`${f.input} ${styles.select}`}
          value={category}
          onChange={(e) => onCategoryChange(e.target.value)}
        >
          <option value="">{labels.allCategories}</option>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div className={f.field}>
        <label className={f.label} htmlFor={sortId}>
          {labels.sort}
        </label>
        <select
          id={sortId}
          className={`${f.input} ${styles.select}`}
          value={sort}
          onChange={(e) => onSortChange(e.target.value)}
        >
          {sortOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {onReset ? (
        <Button variant="ghost" onClick={onReset}>
          {labels.reset}
        </Button>
      ) : null}
    </div>
  );
}
