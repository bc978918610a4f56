import { breakpoints, vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

// The seller's product table (the kit's DataTable with the shop's columns): below the tablet width, as the kit's phone
// cards, the product cell spans the card without a label.
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const selectionCount = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const productCell = style({
  '@media': { [phone]: { gridColumn: 'auto / -1', justifyContent: 'flex-start' } },
});
export const product = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: '14rem',
  '@media': { [phone]: { minWidth: 0 } },
});
export const productText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});
export const productName = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.text,
  overflowWrap: 'anywhere',
});
export const sku = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.foreground.muted,
});
export const price = style({ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' });
export const priceAmount = style({ fontWeight: vars.font.weight.bold });
export const compare = style({
  color: vars.color.foreground.muted,
  textDecoration: 'line-through',
  fontSize: vars.font.size.xs,
});
export const stock = style({ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' });
export const stockLow = style({ color: vars.color.foreground.critical, fontWeight: vars.font.weight.bold });
export const threshold = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.muted });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });
export const featuredOn = style({ color: vars.color.foreground.caution });
export const featuredStar = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginInlineStart: vars.space.xxs,
  color: vars.color.foreground.caution,
});
