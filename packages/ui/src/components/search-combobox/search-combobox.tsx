import { searchSuggestionTexts } from '@teranga/messages/catalogue';
import { fill, plural } from '@teranga/messages/format';
import { headerLabels } from '@teranga/messages/kit/header';
import { clsx } from 'clsx';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { Icon } from '../../internal/icons';
import { iconButton } from '../../internal/surface.css';
import { useImageFallback } from '../../internal/use-image-fallback';
import * as header from '../header/header.css';
import * as styles from './search-combobox.css';

export const defaultSearchComboboxLabels = {
  search: headerLabels.search,
  searchPlaceholder: headerLabels.searchPlaceholder,
  searchSubmit: headerLabels.searchSubmit,
  listLabel: searchSuggestionTexts.listLabel,
  products: searchSuggestionTexts.products,
  categories: searchSuggestionTexts.categories,
  category: searchSuggestionTexts.category,
  count: searchSuggestionTexts.count,
  none: searchSuggestionTexts.none,
  seeAll: searchSuggestionTexts.seeAll,
};

export interface ProductSuggestionView {
  id: string;
  name: string;
  /** the price as the shop shows it (« 45 850 CFA ») */
  price?: string;
  image?: string | null;
  category?: string | null;
}

export interface CategorySuggestionView {
  slug: string;
  name: string;
}

export type SearchChoice =
  | { kind: 'product'; id: string }
  | { kind: 'category'; slug: string }
  | { kind: 'search'; term: string };

export interface SearchComboboxProps {
  /** Le terme saisi. */
  value: string;
  /** Appelée à chaque frappe avec le terme. */
  onValueChange: (value: string) => void;
  /** Les produits suggérés pour le terme. */
  products?: readonly ProductSuggestionView[];
  /** Les catégories suggérées pour le terme. */
  categories?: readonly CategorySuggestionView[];
  /** Les suggestions du terme courant sont arrivées (sinon « Aucune suggestion » n’est pas encore dit). */
  settled?: boolean;
  /** Sous ce nombre de caractères, aucune liste ne s’ouvre. */
  minLength?: number;
  /**
   * Une suggestion ou « Voir tous les résultats » choisi, ou le formulaire envoyé (le terme sans espaces autour,
   * jamais vide).
   */
  onChoose: (choice: SearchChoice) => void;
  /** Échap avec la liste fermée (la ligne de recherche d’un téléphone se ferme). */
  onCancel?: () => void;
  /** Donne le focus au champ dès l’affichage. */
  autoFocus?: boolean;
  /** Identifiant du champ. */
  id?: string;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultSearchComboboxLabels>;
}

interface Item {
  key: string;
  choice: SearchChoice;
}

/**
 * The header's search with suggestions: a WAI-ARIA combobox (list autocomplete). Arrows move through the suggestions
 * (the field keeps the focus, `aria-activedescendant` names the active one), Entrée opens it (or searches the term when
 * none is active), Échap closes the list, then the search row. Products, then categories, then « Voir tous les
 * résultats ».
 */
export function SearchCombobox({
  value,
  onValueChange,
  products = [],
  categories = [],
  settled = true,
  minLength = 2,
  onChoose,
  onCancel,
  autoFocus,
  id,
  labels: overrides,
}: SearchComboboxProps) {
  const fallback = useImageFallback('SearchCombobox');
  const labels = { ...defaultSearchComboboxLabels, ...overrides };
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [focused, setFocused] = useState(Boolean(autoFocus));
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const term = value.trim();

  const items: Item[] = [
    ...products.map((p) => ({ key: `p-${p.id}`, choice: { kind: 'product', id: p.id } as const })),
    ...categories.map((c) => ({ key: `c-${c.slug}`, choice: { kind: 'category', slug: c.slug } as const })),
    { key: 'all', choice: { kind: 'search', term } as const },
  ];
  const open = focused && !dismissed && term.length >= minLength;
  const optionId = (index: number) => `${baseId}-option-${items[index]?.key ?? ''}`;
  const activeIndex = open && active < items.length ? active : -1;

  const change = (next: string) => {
    onValueChange(next);
    setActive(-1);
    setDismissed(false);
  };
  const choose = (choice: SearchChoice) => {
    setDismissed(true);
    setActive(-1);
    onChoose(choice);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = items[activeIndex];
    if (chosen) choose(chosen.choice);
    else if (term) choose({ kind: 'search', term });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (term.length < minLength) return;
        event.preventDefault();
        if (!open) {
          setDismissed(false);
          setActive(event.key === 'ArrowDown' ? 0 : items.length - 1);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From the field, down goes to the first and up to the last; past either end, back to the field.
        setActive((current) => {
          const next = current + step;
          return next < -1 ? items.length - 1 : next >= items.length ? -1 : next;
        });
        return;
      }
      case 'Escape':
        if (open) {
          // Only the list closes: the phone's search row (which listens for Escape too) stays.
          event.preventDefault();
          event.stopPropagation();
          event.nativeEvent.stopImmediatePropagation();
          setDismissed(true);
          setActive(-1);
        } else if (onCancel) {
          event.preventDefault();
          onCancel();
        }
        return;
      default:
    }
  };

  const count = items.length - 1;
  let index = -1;
  const option = (item: Item, content: ReactNode) => {
    index += 1;
    const mine = index;
    return (
      // Options are never focused themselves: the field keeps the focus and names the active one
      // (aria-activedescendant), and the arrows and Enter on the field are their keyboard.
      // biome-ignore lint/a11y/useFocusableInteractive: see above
      // biome-ignore lint/a11y/useKeyWithClickEvents: see above
      <div
        key={item.key}
        id={optionId(mine)}
        role="option"
        aria-selected={mine === activeIndex}
        className={styles.option}
        // The field keeps the focus (and the list stays) until the click chooses.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => choose(item.choice)}
      >
        {content}
      </div>
    );
  };
  const productItems = items.slice(0, products.length);
  const categoryItems = items.slice(products.length, products.length + categories.length);
  const allItem = items[items.length - 1]!;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too recent for the browsers the shop supports
    <form role="search" id={id} className={header.searchForm} onSubmit={submit}>
      <input
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-label={labels.search}
        // biome-ignore lint/a11y/noAutofocus: the field the shopper was typing in, or the phone row opened on request
        autoFocus={autoFocus}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={labels.searchPlaceholder}
        className={header.searchInput}
        value={value}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setActive(-1);
        }}
      />
      <button
        type="submit"
        className={clsx(iconButton, header.searchButton)}
        aria-label={labels.searchSubmit}
      >
        <Icon name="search" />
      </button>
      <div id={listId} role="listbox" aria-label={labels.listLabel} className={styles.popup} hidden={!open}>
        {open && productItems.length > 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not of form fields
          <div role="group" aria-label={labels.products} className={styles.group}>
            <div aria-hidden className={styles.groupLabel}>
              {labels.products}
            </div>
            {productItems.map((item, i) => {
              const product = products[i]!;
              return option(
                item,
                <>
                  {product.image && !fallback.failed(product.image) ? (
                    <img
                      src={product.image}
                      alt=""
                      className={styles.thumb}
                      loading="lazy"
                      onError={fallback.onError(product.image)}
                    />
                  ) : (
                    <span aria-hidden className={styles.thumb} />
                  )}
                  <span className={styles.text}>
                    <span className={styles.name}>{product.name}</span>
                    <span className={styles.meta}>
                      {[product.price, product.category].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </>,
              );
            })}
          </div>
        ) : null}
        {open && categoryItems.length > 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not of form fields
          <div role="group" aria-label={labels.categories} className={styles.group}>
            <div aria-hidden className={styles.groupLabel}>
              {labels.categories}
            </div>
            {categoryItems.map((item, i) =>
              option(
                item,
                <span className={styles.text}>
                  <span className={styles.name}>{categories[i]!.name}</span>
                  <span className={styles.meta}>{labels.category}</span>
                </span>,
              ),
            )}
          </div>
        ) : null}
        {open
          ? option(
              allItem,
              <>
                <Icon name="search" size={16} />
                <span className={styles.name}>{fill(labels.seeAll, { term })}</span>
              </>,
            )
          : null}
      </div>
      <span role="status" className={visuallyHidden}>
        {open && settled ? (count > 0 ? plural(labels.count, count) : labels.none) : ''}
      </span>
    </form>
  );
}
