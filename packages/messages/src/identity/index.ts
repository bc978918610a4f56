// Identity: sign-in, registration, passwords, the account area and the address book (shown in the browser).
export { accountMessages } from './account.js';
export { addressTexts } from './addresses.js';
export { oauthErrorTexts } from './oauth.js';
export { passwordAnswers } from './password-answers.js';
export { forgotPasswordMessages, resetPasswordMessages } from './password-reset.js';
export { profileMessages } from './profile.js';
export { accountTypeLabels, registrationMessages } from './registration.js';
export { loginMessages, sessionMessages, tokenMessages, verificationServerErrorMessage } from './sign-in.js';
export { signInReturnMessages } from './sign-in-return.js';
