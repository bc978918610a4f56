import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });
export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const error = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.critical, margin: 0 });

export const input = style({
  width: '100%',
  minHeight: '2.5rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.foreground.critical },
    '&:disabled': { backgroundColor: vars.color.background.sunken, cursor: 'not-allowed' },
  },
});
