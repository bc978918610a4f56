import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const tile = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  aspectRatio: '1',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 3 } },
});
export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: { [`${tile}:hover &`]: { transform: 'scale(1.05)' } },
});
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  // A kente-like weave drawn in CSS stands in for a missing image.
  backgroundImage: `repeating-linear-gradient(45deg, transparent 0 12px, rgba(226, 169, 59, 0.35) 12px 24px), repeating-linear-gradient(-45deg, transparent 0 12px, rgba(180, 35, 24, 0.25) 12px 24px)`,
});
export const caption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  background: 'linear-gradient(transparent, rgba(22, 17, 13, 0.85))',
  color: '#FFFFFF',
});
export const name = style({
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});
export const count = style({ fontSize: vars.font.size.sm });
