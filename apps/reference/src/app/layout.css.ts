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
