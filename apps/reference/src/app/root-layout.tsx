import { shopTexts } from '@teranga/messages/storefront';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import * as layout from './layout.css';
import * as page from './page.css';
import { ScrollToTop } from './scroll-to-top';
import { ShopProvider, useCart, useWishlist } from './shop';

// The header is drawn by the server: React keeps that HTML as it is until the header's code (the kit's header, its
// menus and icons, the currency switcher: about 5 KB gzipped) has come, then hydrates it. Requested as this module
// runs, in parallel with the page's code, rather than once the first render reaches it.
const headerCode = import('./site-header');
const SiteHeader = lazy(() => headerCode.then((m) => ({ default: m.SiteHeader })));

// The popup, the toast and the wishlist prompt only show after an action: their code (Radix Toast among it) is
// fetched the first time one of them is needed, not with the first page.
const CartFeedback = lazy(() => import('./cart-feedback').then((m) => ({ default: m.CartFeedback })));
// The footer (links, newsletter form and its call) sits below the page: its chunk is requested with the first render
// and shows as soon as it is there, without holding up the page above it (appearing last, it moves nothing).
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

function DeferredCartFeedback() {
  const cart = useCart();
  const wishlist = useWishlist();
  const [needed, setNeeded] = useState(false);
  if (!needed && (cart.lastAdded || cart.toast || wishlist.promptOpen)) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <CartFeedback />
    </Suspense>
  ) : null;
}

/** The parts in chunks of their own, each hydrated when its code has come: the shop is ready once both have. */
type ShopPart = 'header' | 'footer';
const notYetCommitted = new Set<ShopPart>(['header', 'footer']);

/**
 * `<html data-shop-ready>` once the header and the footer have committed their first render: from then on every control
 * answers (a page drawn on the server shows its buttons, the footer's newsletter form among them, before their scripts
 * have run). Until then the head script holds a press on a form (vite.config.ts, HOLD_EARLY_SUBMITS: it reads this
 * attribute by name), and browser tests wait for it after each page load.
 */
function useMarkReady(part: ShopPart) {
  useEffect(() => {
    notYetCommitted.delete(part);
    if (notYetCommitted.size === 0) document.documentElement.dataset.shopReady = '';
  }, [part]);
}

/** The header once hydrated (its code comes after the page's). */
function ReadyHeader() {
  useMarkReady('header');
  return <SiteHeader />;
}

/** The footer once hydrated (its code comes with the first render, after the header's). */
function ReadyFooter() {
  useMarkReady('footer');
  return <SiteFooter />;
}

/** Header, the page, footer; the view goes back to the top on every path change. */
export function RootLayout() {
  return (
    <ShopProvider>
      <div className={page.shell}>
        <ScrollToTop />
        <a href="#contenu" className={layout.skipLink}>
          {shopTexts.layout.skipToContent}
        </a>
        <Suspense fallback={null}>
          <ReadyHeader />
        </Suspense>
        <main id="contenu" className={page.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Suspense fallback={null}>
          <ReadyFooter />
        </Suspense>
        <DeferredCartFeedback />
      </div>
    </ShopProvider>
  );
}

/** Shown while the first page's code arrives (the routes are lazy): an empty, busy screen rather than nothing. */
export function FirstLoadFallback() {
  return <div className={page.shell} aria-busy="true" />;
}
