import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

/** A link in running text: the brand colour underlined (never the browser's blue), a visible focus ring. */
export const link = style({
  color: vars.color.foreground.brand,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});

export const soldBy = style({ margin: 0, color: vars.color.foreground.muted });
