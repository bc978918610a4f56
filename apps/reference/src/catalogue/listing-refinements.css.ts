import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-end',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
});
export const size = style({ minWidth: '10rem' });
