import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const badgeTones = ['neutral', 'brand', 'accent', 'positive', 'critical', 'caution'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export const badgeWeights = ['soft', 'solid'] as const;
export type BadgeWeight = (typeof badgeWeights)[number];

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
});

const c = vars.color;
export const soft = styleVariants({
  neutral: { backgroundColor: c.background.sunken, color: c.foreground.text },
  brand: { backgroundColor: c.background.brandSoft, color: c.foreground.brand },
  accent: { backgroundColor: c.background.accent, color: c.foreground.onAccent },
  positive: { backgroundColor: c.background.positiveSoft, color: c.foreground.positiveSoft },
  critical: { backgroundColor: c.background.criticalSoft, color: c.foreground.criticalSoft },
  caution: { backgroundColor: c.background.cautionSoft, color: c.foreground.cautionSoft },
} satisfies Record<BadgeTone, unknown>);

export const solid = styleVariants({
  neutral: { backgroundColor: c.foreground.text, color: c.background.body },
  brand: { backgroundColor: c.background.brand, color: c.foreground.onBrand },
  accent: { backgroundColor: c.background.accent, color: c.foreground.onAccent },
  positive: { backgroundColor: c.background.positive, color: c.foreground.onPositive },
  critical: { backgroundColor: c.background.critical, color: c.foreground.onCritical },
  caution: { backgroundColor: c.background.caution, color: c.foreground.onCaution },
} satisfies Record<BadgeTone, unknown>);

export const count = style({
  position: 'absolute',
  top: -2,
  right: -4,
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: '0 0.3rem',
  borderRadius: vars.radius.full,
  backgroundColor: c.background.critical,
  color: c.foreground.onCritical,
  fontSize: '0.6875rem',
  fontWeight: vars.font.weight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
});
