// The specification's texts, letter for letter, across every domain (`messages.login`, `messages.cart`…), and the
// builders of its texts with a parameter. A browser page imports this subpath when it shows one of them.
export {
  backendConnectionError,
  categoriesLoadError,
  httpErrorMessage,
  messages,
  noResultsFor,
  verificationServerErrorMessage,
} from './catalogue.js';
