import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
});
export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.sunken,
  color: vars.color.foreground.text,
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: 1,
});
export const title = style({ fontSize: vars.font.size.md });
export const value = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
  overflowWrap: 'anywhere',
});
