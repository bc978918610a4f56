import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const footer = style({
  backgroundColor: vars.color.background.sunken,
  color: vars.color.foreground.text,
  // A bogolan-like band on top: stripes of indigo and kente, drawn in CSS.
  borderTop: `6px solid ${vars.color.background.brand}`,
  boxShadow: `inset 0 4px 0 ${vars.color.background.accent}`,
  padding: `${vars.space['2xl']} ${vars.space.xl} ${vars.space.xl}`,
});
export const inner = style({ display: 'grid', gap: vars.space['2xl'], maxWidth: '80rem', margin: '0 auto' });
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
    'screen and (min-width: 1024px)': { gridTemplateColumns: '1.4fr 1fr 1fr 1.8fr' },
  },
});
export const brand = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const brandName = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.brand,
});
export const brandText = style({ margin: 0, color: vars.color.foreground.muted });
export const heading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const link = style({
  color: vars.color.foreground.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline', color: vars.color.foreground.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
export const social = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const socialLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.brandHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
export const bottom = style({
  margin: 0,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
  textAlign: 'center',
});
