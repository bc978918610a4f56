import type { ReactNode } from 'react';

/** What the kit hands to a router's link component. */
export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-current'?: 'page';
  'data-slot'?: string;
}

/** Renders a link: pass `(props) => <RouterLink to={props.href} {...props} />` to use any router. */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
