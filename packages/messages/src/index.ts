// Every text of Teranga, for a server or a script. A browser page imports the subpath of its domain instead
// (`@teranga/messages/catalogue`, `@teranga/messages/kit/header`…), so that it ships only its own texts.
export * from './cart/index.js';
export * from './catalogue/index.js';
export * from './format.js';
export * from './identity/index.js';
export {
  kitAccountLabels,
  kitLabels,
  kitReferenceLabels,
  kitSellerLabels,
  type Labels,
} from './kit/index.js';
export { kitAdoptionMessages } from './kit-adoption.js';
export * from './mail/index.js';
export * from './newsletter/index.js';
export * from './operator/index.js';
export * from './orders/index.js';
export * from './seller/index.js';
export * from './specification.js';
export * from './staff/index.js';
export * from './storefront/index.js';
