import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ShopRoutes } from '../router';
import { CurrencyProvider } from './currency';

/**
 * The whole shop under its router: the browser's (main.tsx) or the server's (entry-server.tsx), which must draw the
 * same tree for the browser to adopt the server's HTML.
 */
export function ShopTree({
  client,
  router: Router,
}: {
  client: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <CurrencyProvider>
          <Router>
            <ShopRoutes />
          </Router>
        </CurrencyProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
