import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
});
export const legend = style({ fontWeight: vars.font.weight.medium, marginBottom: vars.space.sm, padding: 0 });
export const swatch = style({
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.strong}`,
  cursor: 'pointer',
  padding: 0,
  boxShadow: `inset 0 0 0 2px ${vars.color.background.surface}`,
  selectors: {
    '&[data-state="checked"]': {
      outline: `3px solid ${vars.color.foreground.brand}`,
      outlineOffset: 2,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 4 },
    // Struck through like a sold-out size, so it reads as unavailable whatever its shade.
    '&:disabled': {
      opacity: 0.5,
      cursor: 'not-allowed',
      backgroundImage: `linear-gradient(to top right, transparent calc(50% - 1px), ${vars.color.foreground.text} calc(50% - 1px), ${vars.color.foreground.text} calc(50% + 1px), transparent calc(50% + 1px))`,
    },
  },
});
export const size = style({
  minWidth: '3rem',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': {
      backgroundColor: vars.color.background.brand,
      borderColor: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&:disabled': {
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      color: vars.color.foreground.muted,
    },
  },
});
export const selected = style({ fontWeight: vars.font.weight.regular, color: vars.color.foreground.muted });
