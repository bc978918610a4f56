import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const content = style({
  minWidth: '14rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  zIndex: vars.layer.dropdown,
});

export const label = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.foreground.muted,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  // The highlight is the focus indicator: Radix moves it with the arrow keys and the pointer alike.
  outline: 'none',
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.background.brandSoft,
      color: vars.color.foreground.brand,
    },
    '&[data-disabled]': { color: vars.color.foreground.muted, cursor: 'not-allowed' },
  },
});

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  backgroundColor: vars.color.border.subtle,
});
