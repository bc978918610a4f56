import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // Above the page's own raised parts (card buttons, the sticky header and its menus).
  zIndex: vars.layer.overlay,
  backgroundColor: vars.color.background.overlay,
  animation: `${fadeIn} ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
});
export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.layer.dialog,
  width: 'min(28rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  animation: `${rise} ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
  selectors: { '&:focus': { outline: 'none' } },
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});
export const description = style({ margin: 0, color: vars.color.foreground.muted });
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const close = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm });
