import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.sm,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const amount = style({ width: '9rem' });
