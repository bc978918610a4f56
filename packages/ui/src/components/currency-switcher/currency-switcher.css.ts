import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const legend = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const group = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.surface,
});
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2rem',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not([data-state="checked"])': { backgroundColor: vars.color.background.sunken },
    '&[data-state="checked"]': {
      backgroundColor: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
export const flag = style({
  display: 'block',
  width: '1.25rem',
  height: 'auto',
  borderRadius: 2,
  boxShadow: `0 0 0 1px ${vars.color.border.subtle}`,
});
