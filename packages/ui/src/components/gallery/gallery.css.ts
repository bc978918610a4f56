import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({ display: 'grid', gap: vars.space.md });
export const main = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.sunken,
  cursor: 'zoom-in',
});
export const mainImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
  transition: `transform ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
  selectors: { [`${main}[data-zoomed="true"] &`]: { transform: 'scale(2)' } },
});
export const thumbs = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: 2,
});
export const thumb = style({
  width: '4.5rem',
  height: '4.5rem',
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  cursor: 'pointer',
  backgroundColor: vars.color.background.sunken,
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.foreground.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
