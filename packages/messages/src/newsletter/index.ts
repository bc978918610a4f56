// Newsletter: the footer form, the API's answers, the double opt-in.
export { newsletterAnswers, newsletterFormTexts, newsletterTexts } from './newsletter.js';
