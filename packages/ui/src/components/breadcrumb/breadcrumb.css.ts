import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.sm,
});
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.foreground.muted,
});
export const link = style({
  color: vars.color.foreground.brand,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
export const current = style({ color: vars.color.foreground.text, fontWeight: vars.font.weight.medium });
