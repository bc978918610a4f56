import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../tokens/tokens';
import { vars } from '../../tokens/vars.css';
import * as tile from '../category-tile/category-tile.css';

/** Narrower than a tablet: the categories make one row of small tiles, so the products come within two screens. */
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const section = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [phone]: { gap: vars.space.md } },
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size['2xl'],
  textAlign: 'center',
  '@media': { [phone]: { fontSize: vars.font.size.xl } },
});
// On a phone seven full-width tiles stood 2,500 px tall before any product: there they scroll sideways instead, two
// and a half in view (the half tile says there is more), each snapping to the row's start.
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [phone]: {
      gridTemplateColumns: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: '40%',
      gap: vars.space.sm,
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollSnapType: 'x mandatory',
      // room for a tile's focus ring (3 px outline, 3 px offset) inside the scrolling row, which clips it
      padding: vars.space.sm,
      margin: `calc(-1 * ${vars.space.sm})`,
    },
  },
});
globalStyle(`${grid} > li`, { '@media': { [phone]: { scrollSnapAlign: 'start', minWidth: 0 } } });
globalStyle(`${grid} ${tile.caption}`, { '@media': { [phone]: { padding: vars.space.sm } } });
globalStyle(`${grid} ${tile.name}`, {
  '@media': { [phone]: { fontSize: vars.font.size.md, overflowWrap: 'anywhere' } },
});
globalStyle(`${grid} ${tile.count}`, { '@media': { [phone]: { fontSize: vars.font.size.xs } } });
