import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
export const chipText = style({ overflowWrap: 'anywhere' });
export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 1 },
  },
});
