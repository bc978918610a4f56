import { newsletterFormTexts } from '@teranga/messages/newsletter';
import { Footer, type FooterHrefs } from '@teranga/ui';
import { routes } from '../routes';
import { sdk } from '../sdk';
import { renderRouterLink } from './router-link';

// The form says what really happened: a confirm link is on its way, the subscription is not active yet.
const newsletter = {
  onSubscribe: async (email: string) => {
    await sdk.newsletter.subscribe(email);
  },
  labels: { success: newsletterFormTexts.success },
};

/** The footer's pages (static/help.page.tsx). */
const FOOTER_HREFS: FooterHrefs = {
  about: routes.about.href(),
  contact: routes.contact.href(),
  faq: routes.faq.href(),
  shipping: routes.shipping.href(),
  returns: routes.returns.href(),
  sizeGuide: routes.sizeGuide.href(),
};

/** The kit's footer (brand, links, social icons, newsletter, 2025); the newsletter asks the API for a subscription. */
export function SiteFooter() {
  return <Footer hrefs={FOOTER_HREFS} renderLink={renderRouterLink} newsletter={newsletter} />;
}
