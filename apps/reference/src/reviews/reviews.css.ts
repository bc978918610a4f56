import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const list = style({ display: 'flex', flexDirection: 'column' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });
export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const error = style({ color: vars.color.foreground.critical, margin: 0, fontSize: vars.font.size.sm });
export const textarea = style({
  minHeight: '8rem',
  padding: vars.space.md,
  resize: 'vertical',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  font: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
});
export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
