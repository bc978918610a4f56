import { Outlet } from 'react-router';
import { CartFeedback } from './cart-feedback';
import * as page from './page.css';
import { ScrollToTop } from './scroll-to-top';
import { ShopProvider } from './shop';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, the page, footer; the view goes back to the top on every path change. */
export function RootLayout() {
  return (
    <ShopProvider>
      <div className={page.shell}>
        <ScrollToTop />
        <SiteHeader />
        <main id="contenu" className={page.main} tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
        <CartFeedback />
      </div>
    </ShopProvider>
  );
}
