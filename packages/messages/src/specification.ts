// Every French message of the specification that a rule or a machine produces, letter for letter, gathered as
// `messages.<group>` for servers and tests. Each group lives in its domain (`cartMessages` in cart/specification.ts…):
// a browser page imports the group from its domain's subpath, so it ships only the groups it shows.
import { cartMessages, checkoutMessages, wishlistMessages } from './cart/specification.js';
import { listingMessages, productMessages } from './catalogue/specification.js';
import {
  accountTypeLabels,
  forgotPasswordMessages,
  loginMessages,
  profileMessages,
  registrationMessages,
  resetPasswordMessages,
  sessionMessages,
  signInReturnMessages,
  tokenMessages,
} from './identity/specification.js';
import { sellerProductMessages } from './seller/specification.js';
import { genericErrorMessage, networkMessages } from './storefront/specification.js';

export const messages = {
  login: loginMessages,
  registration: registrationMessages,
  resetPassword: resetPasswordMessages,
  forgotPassword: forgotPasswordMessages,
  product: productMessages,
  token: tokenMessages,
  session: sessionMessages,
  signInReturn: signInReturnMessages,
  network: networkMessages,
  wishlist: wishlistMessages,
  cart: cartMessages,
  checkout: checkoutMessages,
  profile: profileMessages,
  seller: sellerProductMessages,
  catalogue: listingMessages,
  accountTypes: accountTypeLabels,
  generic: genericErrorMessage,
} as const;

export { httpErrorMessage } from './api-client.js';
export { backendConnectionError, categoriesLoadError, noResultsFor } from './catalogue/specification.js';
export { verificationServerErrorMessage } from './identity/specification.js';
