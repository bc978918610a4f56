import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

const slideIn = keyframes({ from: { transform: 'translateX(110%)' }, to: { transform: 'translateX(0)' } });

/** At the bottom, clear of the header (its cart badge shows the unit just added): across a phone, at the right above. */
export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.layer.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(24rem, 100vw)',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});
export const toast = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  borderLeft: '4px solid currentColor',
  animation: `${slideIn} ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
});
export const tone = styleVariants({
  positive: {
    backgroundColor: vars.color.background.positiveSoft,
    color: vars.color.foreground.positiveSoft,
  },
  critical: {
    backgroundColor: vars.color.background.criticalSoft,
    color: vars.color.foreground.criticalSoft,
  },
  info: { backgroundColor: vars.color.background.brandSoft, color: vars.color.foreground.brand },
});
export const title = style({ fontWeight: vars.font.weight.bold });
export const description = style({ color: vars.color.foreground.text, fontSize: vars.font.size.sm });
