import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  margin: 0,
  minWidth: 0,
  selectors: {
    '&[data-default="true"]': { borderColor: vars.color.border.focus },
  },
});
export const top = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const name = style({ fontSize: vars.font.size.lg });
export const lines = style({ margin: 0, fontStyle: 'normal', lineHeight: vars.font.lineHeight.normal });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
