import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const stockLevels = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockLevel = (typeof stockLevels)[number];

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});
export const level = styleVariants({
  in_stock: { color: vars.color.foreground.positive },
  low_stock: { color: vars.color.foreground.caution },
  out_of_stock: { color: vars.color.foreground.critical },
} satisfies Record<StockLevel, unknown>);
