export {
  backendConnectionError,
  categoriesLoadError,
  httpErrorMessage,
  messages,
  noResultsFor,
  verificationServerErrorMessage,
} from './catalogue.js';
export { kitLabels, type Labels } from './kit.js';
export { fill, type PluralText, plural } from './plural.js';
export { shopTexts } from './shop.js';
