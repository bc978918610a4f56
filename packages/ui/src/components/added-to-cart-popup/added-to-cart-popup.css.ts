import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const item = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const thumb = style({
  width: 64,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.sunken,
});
export const name = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
