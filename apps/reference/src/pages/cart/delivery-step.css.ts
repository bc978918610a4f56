import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

export const step = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const legend = style({ fontWeight: vars.font.weight.bold });
export const addresses = style({ display: 'grid', gap: vars.space.sm });
export const address = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.background.brand } },
});
export const line = style({
  display: 'block',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});
export const badge = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
