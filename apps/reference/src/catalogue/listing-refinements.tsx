import {
  hasRefinements,
  type ListingRefinements,
  parseCfa,
  readRefinements,
  refinementQuery,
  sizeChoices,
  writeRefinements,
} from '@teranga/headless';
import { listingFilterTexts } from '@teranga/messages/catalogue';
import { Button, PriceRangeFilter, SizeFilter } from '@teranga/ui';
import { useSearchParams } from 'react-router';
import * as styles from './listing-refinements.css';

/**
 * The price range and size of a list, kept in the address (prixMin, prixMax in CFA, taille): a filtered list can be
 * shared, and survives a reload and Back. Each change is a history step and goes back to the first page.
 */
export function useRefinements() {
  const [params, setParams] = useSearchParams();
  const refinements = readRefinements(params);
  // Changes apply to the address as it is now, not as this render read it: a navigation's render may still be on
  // its way (React Router renders in a transition) when the next change comes.
  const set = (change: ListingRefinements) =>
    setParams((current) => {
      const written = writeRefinements(current, { ...readRefinements(current), ...change });
      written.delete('page');
      return written;
    });
  return {
    refinements,
    /** what the API's lists take for them (bounds in euros) */
    query: refinementQuery(refinements),
    active: hasRefinements(refinements),
    set,
    clear: () => set({ minCfa: undefined, maxCfa: undefined, size: undefined }),
  };
}

/** The price range (whole CFA) and size controls of a list, and « Effacer les filtres » once one applies. */
export function RefinementControls({ category }: { category?: string }) {
  const { refinements, active, set, clear } = useRefinements();
  const sizes = sizeChoices(category);
  return (
    <div data-slot="listing-refinements" className={styles.row}>
      <PriceRangeFilter
        min={refinements.minCfa}
        max={refinements.maxCfa}
        parse={parseCfa}
        onChange={({ min, max }) => set({ minCfa: min, maxCfa: max })}
      />
      {sizes.length > 0 ? (
        <div className={styles.size}>
          <SizeFilter
            sizes={sizes}
            value={refinements.size ?? ''}
            onChange={(size) => set({ size: size || undefined })}
          />
        </div>
      ) : null}
      {active ? (
        <Button variant="ghost" onClick={clear}>
          {listingFilterTexts.clear}
        </Button>
      ) : null}
    </div>
  );
}
