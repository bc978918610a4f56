import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const description = style({ margin: 0, whiteSpace: 'pre-line' });

export const features = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.xs,
});

/** Controls keep their own width instead of stretching across the column. */
export const fit = style({ alignSelf: 'flex-start' });

/** The rating beside the title leads to the reviews: a link without underline, its focus ring kept. */
export const reviewsLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
});
