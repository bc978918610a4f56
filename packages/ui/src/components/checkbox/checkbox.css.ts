import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
});
export const box = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.onBrand,
  padding: 0,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': {
      backgroundColor: vars.color.background.brand,
      borderColor: vars.color.background.brand,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
