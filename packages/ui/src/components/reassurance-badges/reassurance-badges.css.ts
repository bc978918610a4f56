import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const icon = style({
  display: 'inline-flex',
  padding: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
});
export const title = style({ fontWeight: vars.font.weight.bold, display: 'block' });
export const text = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
