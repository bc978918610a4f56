export { createCatalogueHandlers, HOME_FEATURED_COUNT } from './catalogue.service.js';
export { findCategoryId, toCategory } from './category.queries.js';
export { forgetCountsOnChange } from './count-invalidation.js';
export { euros, inventoryOf, type ProductJson, type ProductRow, toProduct } from './product.mapper.js';
export { forgetProductCounts } from './product-count.queries.js';
export { productColumns } from './public-product.queries.js';
