export { accountMessages } from './account.js';
export {
  backendConnectionError,
  categoriesLoadError,
  httpErrorMessage,
  messages,
  noResultsFor,
  verificationServerErrorMessage,
} from './catalogue.js';
export { fill, type PluralText, plural } from './plural.js';
