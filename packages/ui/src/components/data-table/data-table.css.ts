import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../tokens/tokens';
import { vars } from '../../tokens/vars.css';

// Below the tablet width each row becomes a card: one cell a line, its column's name before it (data-label), so that
// a phone never scrolls the page sideways and every figure stays named.
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  minHeight: '2.5rem',
});
// Wide tables scroll sideways on phones; the region is focusable so that keyboard users can scroll it too.
export const scroller = style({
  overflowX: 'auto',
  // The visually hidden texts of the headers (the sorted column's direction) are absolute: without a positioned
  // scroller they escaped its clipping and widened the page when a wide table scrolled sideways.
  position: 'relative',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  '@media': { [phone]: { display: 'block' } },
});
const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
// On a phone the header row keeps only 'Tout sélectionner', written out; the column names move into the cards.
export const head = style({ '@media': { [phone]: { display: 'block' } } });
globalStyle(`${head} > tr`, { '@media': { [phone]: { display: 'block' } } });
/** Read by screen readers on wide screens, shown beside the checkbox on a phone (where no column header is seen). */
export const selectAllLabel = style([
  hidden,
  { '@media': { [phone]: { position: 'static', width: 'auto', height: 'auto', clip: 'auto' } } },
]);
globalStyle(`${table} > tbody`, { '@media': { [phone]: { display: 'block' } } });
export const headCell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'left',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.foreground.muted,
  backgroundColor: vars.color.background.sunken,
  whiteSpace: 'nowrap',
});
export const row = style({
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      alignItems: 'center',
      paddingBlock: vars.space.sm,
    },
  },
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.body },
    '&[data-state="selected"]': { backgroundColor: vars.color.background.brandSoft },
  },
});
export const cell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  verticalAlign: 'middle',
  '@media': {
    [phone]: {
      gridColumn: '1 / -1',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.md,
      paddingBlock: vars.space.xs,
    },
  },
});
/** An amount or a count: against the column's right edge, its digits of one width so that they line up. */
export const alignEnd = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${cell}[data-label]::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-label)',
      fontSize: vars.font.size.xs,
      fontWeight: vars.font.weight.bold,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      color: vars.color.foreground.muted,
    },
  },
});
export const selectCell = style({
  width: '3rem',
  paddingRight: 0,
  '@media': { [phone]: { gridColumn: 'auto', width: 'auto', paddingRight: 0 } },
});
globalStyle(`${head} th:not(${selectCell})`, { '@media': { [phone]: hidden } });
globalStyle(`${head} th${selectCell}`, {
  '@media': { [phone]: { display: 'block', width: 'auto', padding: `${vars.space.sm} ${vars.space.lg}` } },
});
/** A sortable column's header: the whole label is the button, the arrow tells the direction. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
export const sortArrow = style({ transition: `transform ${vars.motion.duration.fast}` });
export const sortArrowUp = style({ transform: 'rotate(180deg)' });

// The phone's 'Trier par' control stands in for the sortable headers, which a phone never sees.
export const phoneSort = style({
  display: 'none',
  '@media': { [phone]: { display: 'flex' } },
});
export const phoneSortSelect = style({ appearance: 'auto' });
/** A sortable column's name for screen readers on a phone, where its header button is hidden. */
export const phoneHeaderName = style({ display: 'none', '@media': { [phone]: { display: 'inline' } } });
globalStyle(`${head} ${sortButton}`, { '@media': { [phone]: { visibility: 'hidden' } } });
