import { Footer } from '@teranga/ui';
import { renderRouterLink } from './router-link';

/** The kit's footer (brand, links, social icons, newsletter, 2025). */
export function SiteFooter() {
  return <Footer renderLink={renderRouterLink} />;
}
