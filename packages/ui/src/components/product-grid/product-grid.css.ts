import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  flexWrap: 'wrap',
});
export const count = style({ margin: 0, color: vars.color.foreground.muted });
const columns = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

// Sized by its own width (a container), not the window's: a grid beside a sidebar gets the columns it has room for.
export const frame = style({ containerType: 'inline-size' });
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  // Two cards across on a phone, as fashion shops do: one card no longer fills the screen.
  gridTemplateColumns: columns(2),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: { '&[data-view="list"]': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  '@container': {
    '(max-width: 35.99rem)': { gap: vars.space.sm },
    // The counts come from the page size (gridColumns), as data attributes.
    '(min-width: 36rem)': {
      selectors: {
        '&[data-tablet-columns="2"]:not([data-view="list"])': { gridTemplateColumns: columns(2) },
        '&[data-tablet-columns="3"]:not([data-view="list"])': { gridTemplateColumns: columns(3) },
      },
    },
    '(min-width: 56rem)': {
      selectors: {
        '&[data-desktop-columns="3"]:not([data-view="list"])': { gridTemplateColumns: columns(3) },
        '&[data-desktop-columns="4"]:not([data-view="list"])': { gridTemplateColumns: columns(4) },
      },
    },
  },
});
/** A cell holds its card at the row's full height: cards of one row are equally tall whatever their lines. */
export const cell = style({ display: 'grid' });
export const toggle = style({
  display: 'inline-flex',
  gap: 2,
  padding: 2,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.sunken,
});
export const toggleItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  border: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.foreground.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-state="on"]': {
      backgroundColor: vars.color.background.surface,
      boxShadow: vars.shadow.sm,
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
