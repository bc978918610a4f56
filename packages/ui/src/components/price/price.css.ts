import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const line = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.sm });
export const amount = styleVariants({
  sm: { fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold },
  md: { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold },
  lg: {
    fontSize: vars.font.size['2xl'],
    fontWeight: vars.font.weight.bold,
    fontFamily: vars.font.family.display,
  },
});
export const compare = style({ color: vars.color.foreground.muted, textDecoration: 'line-through' });
export const equivalents = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const unavailable = style({ color: vars.color.foreground.muted, fontStyle: 'italic' });
