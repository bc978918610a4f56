import { listingMessages } from '@teranga/messages/catalogue';
import { genericErrorMessage, shopTexts } from '@teranga/messages/storefront';
import { AlertBanner, Button } from '@teranga/ui';
import { Component, type ReactNode } from 'react';
import * as page from './page.css';

/** A page that failed to render or to load its code: say so in French and offer to reload. */
export function RouteError() {
  return (
    <div className={page.narrow}>
      <AlertBanner
        tone="critical"
        title={genericErrorMessage}
        action={
          <Button variant="outline" onClick={() => window.location.reload()}>
            {listingMessages.retry}
          </Button>
        }
      >
        {shopTexts.errors.pageFailed}
      </AlertBanner>
    </div>
  );
}

/** Catches a page's render or chunk-loading failure; header and footer stay usable around it. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
