import { describe, expect, it } from 'vitest';
import { firstReadsOf } from '../src/http/first-view.js';

// A shared link to a filtered list (issue 33, « Finding things ») is drawn with the list it names, not the whole one.
describe('first reads of a list with a price range and a size', () => {
  it('ask the collection for the range in euros and the size, as the shop asks', () => {
    const { reads } = firstReadsOf('/femme', new URLSearchParams('prixMin=10000&prixMax=30000&taille=M'));
    expect(reads[0]).toBe('/api/categories/femme/products?limit=48&maxPrice=45.8&minPrice=15.27&size=M');
  });

  it('ask a category page the same way, and ignore values that are not amounts', () => {
    const { reads } = firstReadsOf('/category/bijoux', new URLSearchParams('prixMax=abc&prixMin=655'));
    expect(reads).toContain('/api/categories/bijoux/products?limit=12&minPrice=1&page=1');
  });

  it('leave an unfiltered list as it was', () => {
    expect(firstReadsOf('/homme', new URLSearchParams()).reads[0]).toBe(
      '/api/categories/homme/products?limit=48',
    );
  });
});
