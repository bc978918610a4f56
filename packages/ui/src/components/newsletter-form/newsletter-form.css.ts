import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  border: `1px solid ${vars.color.border.subtle}`,
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});
export const text = style({ margin: 0, color: vars.color.foreground.muted });
export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr auto' } },
});
export const success = style({
  margin: 0,
  color: vars.color.foreground.positive,
  fontWeight: vars.font.weight.medium,
});
export const stack = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
