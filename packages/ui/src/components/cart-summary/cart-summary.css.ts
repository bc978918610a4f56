import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
});
export const title = style({ margin: 0, fontFamily: vars.font.family.display, fontSize: vars.font.size.xl });
export const lines = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const term = style({ color: vars.color.foreground.muted });
export const value = style({ margin: 0, fontWeight: vars.font.weight.medium });
export const free = style({
  margin: 0,
  color: vars.color.foreground.positive,
  fontWeight: vars.font.weight.bold,
});
export const total = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});
export const equivalent = style({
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
  textAlign: 'right',
});
export const blocked = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.criticalSoft,
  color: vars.color.foreground.criticalSoft,
  fontSize: vars.font.size.sm,
});
