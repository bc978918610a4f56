import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xl,
});
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const avatar = style({
  width: '5rem',
  height: '5rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
});
export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const name = style({ fontSize: vars.font.size.xl, overflowWrap: 'anywhere' });
export const since = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.lg,
  margin: 0,
});
export const term = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const detail = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const missing = style({
  color: vars.color.foreground.muted,
  fontStyle: 'italic',
  fontWeight: vars.font.weight.regular,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
