// Every French message of the specification that a rule or a machine produces, letter for letter, gathered as
// `messages.<group>` for servers and tests. Each group lives in its domain (`cartMessages` in cart/specification.ts…):
// a browser page imports the group from its domain's subpath, so it ships only the groups it shows.
import { cartMessages, checkoutMessages, wishlistMessages } from './cart/specification.js';
import { listingMessages, productMessages } from './catalogue/specification.js';
import { forgotPasswordMessages, resetPasswordMessages } from './identity/password-reset.js';
import { profileMessages } from './identity/profile.js';
import { accountTypeLabels, registrationMessages } from './identity/registration.js';
import { loginMessages, sessionMessages, tokenMessages } from './identity/sign-in.js';
import { signInReturnMessages } from './identity/sign-in-return.js';
import { productFormMessages, sellerProductMessages } from './seller/specification.js';
import { genericErrorMessage, networkMessages } from './storefront/specification.js';

export const messages = {
  login: loginMessages,
  registration: registrationMessages,
  resetPassword: resetPasswordMessages,
  forgotPassword: forgotPasswordMessages,
  product: { ...productMessages, ...productFormMessages },
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
export { verificationServerErrorMessage } from './identity/sign-in.js';
