import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const fields = style({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});
export const legend = style({ gridColumn: '1 / -1', padding: 0, fontWeight: vars.font.weight.bold });
export const wide = style({ gridColumn: '1 / -1' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
