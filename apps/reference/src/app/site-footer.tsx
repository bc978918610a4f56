import { newsletterFormTexts } from '@teranga/messages';
import { Footer } from '@teranga/ui';
import { sdk } from '../sdk';
import { renderRouterLink } from './router-link';

// The form says what really happened: a confirm link is on its way, the subscription is not active yet.
const newsletter = {
  onSubscribe: async (email: string) => {
    await sdk.newsletter.subscribe(email);
  },
  labels: { success: newsletterFormTexts.success },
};

/** The kit's footer (brand, links, social icons, newsletter, 2025); the newsletter asks the API for a subscription. */
export function SiteFooter() {
  return <Footer renderLink={renderRouterLink} newsletter={newsletter} />;
}
