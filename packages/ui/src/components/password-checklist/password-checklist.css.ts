import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.sm,
});
export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const state = styleVariants({
  met: { color: vars.color.foreground.positive },
  unmet: { color: vars.color.foreground.muted },
});
export const bar = style({
  height: 6,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.sunken,
  overflow: 'hidden',
});
export const fill = styleVariants({
  weak: { height: '100%', width: '35%', backgroundColor: vars.color.background.critical },
  strong: { height: '100%', width: '100%', backgroundColor: vars.color.background.positive },
});
export const strengthText = styleVariants({
  weak: {
    fontSize: vars.font.size.sm,
    color: vars.color.foreground.critical,
    fontWeight: vars.font.weight.bold,
  },
  strong: {
    fontSize: vars.font.size.sm,
    color: vars.color.foreground.positive,
    fontWeight: vars.font.weight.bold,
  },
});
