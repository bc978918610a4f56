import { QueryClientProvider } from '@tanstack/react-query';
import { shopTexts } from '@teranga/messages';
import { lightTheme } from '@teranga/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { collapseLeadingSlashes } from './app/collapse-slashes';
import { CurrencyProvider } from './app/currency';
import { syncCategoryCounts } from './catalogue/product-events';
import { queryClient } from './query-client';
import { preloadPage, ShopRoutes } from './router';

collapseLeadingSlashes(window.location, window.history);
document.documentElement.classList.add(lightTheme);

syncCategoryCounts(queryClient);

function render() {
  const root = document.getElementById('root');
  if (!root) throw new Error(shopTexts.errors.rootMissing);
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <CurrencyProvider>
          <BrowserRouter>
            <ShopRoutes />
          </BrowserRouter>
        </CurrencyProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

// The opened page's code first (see preloadPage), then the first render.
void preloadPage(window.location.pathname).then(render);
