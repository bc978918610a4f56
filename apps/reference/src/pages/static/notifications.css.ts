import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
export const link = style({ color: vars.color.foreground.text, fontWeight: vars.font.weight.bold });
export const unread = style({
  marginLeft: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
});
