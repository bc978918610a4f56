import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.text,
});
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const figure = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start', minWidth: 0 });
export const term = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.muted,
});
export const value = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.foreground.text,
  overflowWrap: 'anywhere',
});
export const main = style({ color: vars.color.foreground.brand });
export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.foreground.muted });
export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
});
