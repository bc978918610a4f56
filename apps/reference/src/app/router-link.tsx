import type { LinkRenderProps } from '@teranga/ui';
import { Link } from 'react-router';

/** Hands the kit's links to React Router, so that they navigate without reloading the page. */
export const renderRouterLink = ({ href, children, ...rest }: LinkRenderProps) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
