import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const section = style({ display: 'grid', gap: vars.space.xl });
export const title = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size['2xl'],
  textAlign: 'center',
});
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
