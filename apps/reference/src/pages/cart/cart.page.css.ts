import { style } from '@vanilla-extract/css';
import { vars } from '@teranga/ui';

export const lines = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
