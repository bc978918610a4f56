import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const group = style({ display: 'grid', gap: vars.space.sm });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.md,
  border: `2px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': {
      borderColor: vars.color.background.brand,
      backgroundColor: vars.color.background.brandSoft,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
export const radio = style({
  width: 18,
  height: 18,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.strong}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    [`${option}[data-state="checked"] &`]: { borderColor: vars.color.foreground.brand },
    [`${option}[data-state="checked"] &::after`]: {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.foreground.brand,
    },
  },
});
export const logo = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xs,
});
export const wave = style({ backgroundColor: '#1DC8F2', color: '#0B2A3A' });
export const orange = style({ backgroundColor: '#FF7900', color: '#1A0D00' });
export const cash = style({ backgroundColor: '#1E6B45', color: '#FFFFFF' });
export const name = style({ fontWeight: vars.font.weight.bold, display: 'block' });
export const text = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const legend = style({ fontWeight: vars.font.weight.bold, marginBottom: vars.space.sm });
