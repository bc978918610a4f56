import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  transition: `box-shadow ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&[data-layout="list"]': { gridTemplateRows: 'none', gridTemplateColumns: 'minmax(7rem, 12rem) 1fr' },
  },
});
export const media = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  backgroundColor: vars.color.background.sunken,
  overflow: 'hidden',
});
export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.04)' } },
});
export const fallback = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});
export const badges = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  // Clear of the heart in the top-right corner: on a narrow card the badges wrap instead of sliding under it.
  right: '3.25rem',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
// Absolute and above the card-wide link, so pointer and keyboard reach the heart itself.
export const favourite = style({
  position: 'absolute',
  zIndex: vars.layer.raised,
  top: vars.space.sm,
  right: vars.space.sm,
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.sm,
  selectors: { '&[aria-pressed="true"]': { color: vars.color.foreground.critical } },
});
// A column whose price row sits at the bottom: cards of one row line their prices up whatever the lines above.
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  '@media': { 'screen and (max-width: 35.99em)': { padding: vars.space.md } },
});
export const category = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.foreground.muted,
});
export const name = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.tight });
export const link = style({
  color: vars.color.foreground.text,
  textDecoration: 'none',
  selectors: {
    // The whole card is the link's target area, the heading stays the link's name.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
});
// The ring goes round the whole card when its link has keyboard focus (a selector on the card, so a global one).
globalStyle(`${card}:has(${link}:focus-visible)`, {
  outline: `3px solid ${vars.color.border.focus}`,
  outlineOffset: 2,
});
export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const raised = style({ position: 'relative', zIndex: vars.layer.raised });
export const stock = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.cautionSoft,
  selectors: { '&[data-availability="out_of_stock"]': { color: vars.color.foreground.criticalSoft } },
});
