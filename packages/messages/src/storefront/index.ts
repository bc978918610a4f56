// Storefront shell: header, footer, help pages, tab titles, the reference shop's own texts.
export { appMessages } from './app.js';
export { helpPageTexts, storefrontTexts } from './help-pages.js';
export { bellTexts, helpTitles, notificationsTexts } from './layout.js';
export { storefrontRoughTexts } from './shell.js';
export { shopTexts } from './shop.js';
export { shopPageTexts } from './shop-pages.js';
export { genericErrorMessage, networkMessages } from './specification.js';
