import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const thumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.sunken,
  color: vars.color.foreground.muted,
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.bold,
  objectFit: 'cover',
});
