import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const trendTones = ['positive', 'neutral', 'critical'] as const;
export type TrendTone = (typeof trendTones)[number];

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  minWidth: 0,
});
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const label = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.muted,
});
export const icon = style({
  display: 'inline-flex',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
});
export const value = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.foreground.text,
  overflowWrap: 'anywhere',
});
export const track = style({
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.sunken,
  overflow: 'hidden',
});
export const bar = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.brand,
  transition: `width ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const trend = styleVariants({
  positive: { color: vars.color.foreground.positive },
  neutral: { color: vars.color.foreground.muted },
  critical: { color: vars.color.foreground.critical },
} satisfies Record<TrendTone, unknown>);
export const trendText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
