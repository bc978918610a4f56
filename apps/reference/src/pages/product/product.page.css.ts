import { breakpoints, vars } from '@teranga/ui';
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

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/**
 * The product's three parts. A phone stacks the name and price, then the photos, then the rest, so that the name and
 * the price are in the first screen; a desktop puts the photos on the left, beside the name, the price and the rest.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"summary" "gallery" "details"',
  rowGap: vars.space.lg,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"gallery summary" "gallery details"',
      // The photos' extra height goes under the details, never between the price and them.
      gridTemplateRows: 'auto 1fr',
      columnGap: vars.space.xl,
      alignItems: 'start',
    },
  },
});

const column = { display: 'flex', flexDirection: 'column', gap: vars.space.lg } as const;

export const summary = style({ ...column, gridArea: 'summary', gap: vars.space.md });
export const gallery = style({ gridArea: 'gallery', minWidth: 0 });
export const details = style({ ...column, gridArea: 'details' });

/** The rating beside the title leads to the reviews: a link without underline, its focus ring kept. */
export const reviewsLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
});
