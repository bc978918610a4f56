// Staff desk: returns and reviews moderation.
export { staffReturnTexts } from './returns.js';
export { staffReviewTexts } from './reviews.js';
