import { breakpoints, vars } from '@teranga/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/** The seller screens beside their navigation: a column on desktop, a wrapping row of links above them on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: '14rem minmax(0, 1fr)' } },
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  '@media': { [desktop]: { flexDirection: 'column', position: 'sticky', top: vars.space.lg } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.foreground.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.sunken },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.background.brandSoft,
      color: vars.color.foreground.brand,
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const content = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xl });

// Fields, selects and buttons side by side share one height (44 px, the navigation's and a finger's), whatever
// each kit part's own minimum (40, 42 and 44 px before); the table's row actions keep theirs.
globalStyle(
  `${content} :is(input:not([type="checkbox"]):not([type="radio"]), select, [data-slot="button"]):not(table *)`,
  { minHeight: '2.75rem', boxSizing: 'border-box' },
);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

/**
 * The search on its own line (its placeholder whole), then the selects: one column on a phone, two on a tablet,
 * three on desktop, each wide enough for its longest choice.
 */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const dashboardFilters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

/** The field and its button on one line while the field keeps room for its whole placeholder; below it on a phone. */
export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'flex-end',
  minWidth: 0,
});

// On the product list, the search takes a whole line above the three selects.
globalStyle(`${filters} > ${searchForm}`, { gridColumn: '1 / -1' });

export const grow = style({ flex: '1 1 16rem', minWidth: 0 });

export const stats = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const chartBox = style({ minHeight: '18rem', width: '100%', minWidth: 0 });

/** Previous, the page numbers, next: one wrapping row, so a phone never scrolls sideways. */
export const pageLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const pageList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
