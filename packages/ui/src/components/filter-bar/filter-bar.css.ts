import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const bar = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '2fr 1fr 1fr auto' } },
});
export const search = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });
export const select = style({ appearance: 'auto' });
