import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const roles = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const role = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  textAlign: 'left',
  border: `2px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': {
      borderColor: vars.color.background.brand,
      backgroundColor: vars.color.background.brandSoft,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
export const roleTitle = style({ fontWeight: vars.font.weight.bold });
export const roleText = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const legend = style({
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.sm,
  marginBottom: vars.space.xs,
});
