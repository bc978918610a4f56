// Catalogue: products, search and filters, sizes, reviews, shop fronts (shown in the browser).
export { listingFilterTexts, searchSuggestionTexts } from './finding.js';
export { productChoiceTexts } from './product-choices.js';
export { customerReviewTexts, ratingInputLabels, reviewRuleTexts, reviewTexts } from './reviews.js';
export { shopFrontTexts } from './shop-fronts.js';
export { sizeGuideTexts } from './size-guide.js';
export { soldByText } from './sold-by.js';
export {
  backendConnectionError,
  categoriesLoadError,
  listingMessages,
  noResultsFor,
  productMessages,
} from './specification.js';
