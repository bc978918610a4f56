import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});
export const block = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.sunken,
});
export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ color: vars.color.foreground.muted });
export const detail = style({ margin: 0, fontWeight: vars.font.weight.medium });
