import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

export const select = style({
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  font: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
});
