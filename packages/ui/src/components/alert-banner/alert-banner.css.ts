import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const alertTones = ['critical', 'positive', 'caution', 'info'] as const;
export type AlertTone = (typeof alertTones)[number];

export const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid currentColor',
});

const c = vars.color;
export const tone = styleVariants({
  critical: { backgroundColor: c.background.criticalSoft, color: c.foreground.criticalSoft },
  positive: { backgroundColor: c.background.positiveSoft, color: c.foreground.positiveSoft },
  caution: { backgroundColor: c.background.cautionSoft, color: c.foreground.cautionSoft },
  info: { backgroundColor: c.background.brandSoft, color: c.foreground.brand },
} satisfies Record<AlertTone, unknown>);

export const body = style({ flex: 1, display: 'grid', gap: vars.space.xs });
export const title = style({ fontWeight: vars.font.weight.bold, margin: 0 });
export const message = style({ margin: 0, color: vars.color.foreground.text });
