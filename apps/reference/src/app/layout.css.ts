import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

export const utilityBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  backgroundColor: vars.color.background.sunken,
  fontSize: vars.font.size.sm,
});

/** 'Aller au contenu': hidden until it receives the keyboard focus, then shown above the header. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.md,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.brand,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
