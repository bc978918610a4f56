// Identity: sign-in, registration, passwords, the account area and the address book (shown in the browser).
export { accountMessages } from './account.js';
export { addressTexts } from './addresses.js';
export { oauthErrorTexts } from './oauth.js';
export { passwordAnswers } from './password-answers.js';
export {
  accountTypeLabels,
  forgotPasswordMessages,
  loginMessages,
  profileMessages,
  registrationMessages,
  resetPasswordMessages,
  sessionMessages,
  signInReturnMessages,
  tokenMessages,
  verificationServerErrorMessage,
} from './specification.js';
