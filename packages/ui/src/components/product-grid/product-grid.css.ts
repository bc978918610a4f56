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
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: { '&[data-view="list"]': { gridTemplateColumns: '1fr' } },
  '@media': {
    // Two cards across on a phone, as fashion shops do: one card no longer fills the screen.
    'screen and (max-width: 35.99em)': {
      gap: vars.space.sm,
      selectors: { '&:not([data-view="list"])': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    },
  },
});
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
