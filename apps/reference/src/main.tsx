import { shopTexts } from '@teranga/messages/storefront';
import { lightTheme } from '@teranga/ui';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { collapseLeadingSlashes } from './app/collapse-slashes';
import { ShopTree } from './app/shop-tree';
import { syncCategoryCounts } from './catalogue/product-events';
import { queryClient } from './query-client';
import { preloadPage } from './router';
import { adoptServerState, readServerState } from './server-state';

collapseLeadingSlashes(window.location, window.history);
document.documentElement.classList.add(lightTheme);

const found = document.getElementById('root');
if (!found) throw new Error(shopTexts.errors.rootMissing);
const root: HTMLElement = found;
// A page the server drew (entry-server.tsx) comes with the answers it was drawn from: in the cache before anything
// reads it, so the first render draws the same HTML and React adopts it as it is.
const serverState = root.hasChildNodes() ? readServerState(document) : undefined;
if (serverState) adoptServerState(queryClient, serverState);

syncCategoryCounts(queryClient);

function render() {
  const tree = <ShopTree client={queryClient} router={BrowserRouter} />;
  if (serverState) hydrateRoot(root, tree);
  else createRoot(root).render(tree);
}

// The opened page's code first (see preloadPage), then the first render.
void preloadPage(window.location.pathname, queryClient).then(render);
