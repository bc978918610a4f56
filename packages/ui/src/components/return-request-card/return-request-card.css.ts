import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, minWidth: 0 });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const meta = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
export const lines = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.font.size.sm });
export const text = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.foreground.muted });
export const photos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const photo = style({
  display: 'block',
  width: '4.5rem',
  height: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.subtle}`,
});
export const photoLink = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
});
