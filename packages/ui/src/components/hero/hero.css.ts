import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  alignItems: 'center',
  minHeight: '26rem',
  padding: `${vars.space['3xl']} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  color: '#FFFFFF',
  backgroundColor: '#1A2E5E',
  // Wax-print circles and a bogolan band, drawn in CSS: no image to download.
  backgroundImage: [
    'radial-gradient(circle at 85% 20%, rgba(226, 169, 59, 0.9) 0 3rem, transparent 3.05rem)',
    'radial-gradient(circle at 85% 20%, transparent 0 4.2rem, rgba(226, 169, 59, 0.6) 4.25rem 4.6rem, transparent 4.65rem)',
    'radial-gradient(circle at 70% 80%, rgba(180, 35, 24, 0.85) 0 2rem, transparent 2.05rem)',
    'repeating-linear-gradient(90deg, rgba(246, 239, 227, 0.08) 0 2px, transparent 2px 18px)',
    'linear-gradient(120deg, #1A2E5E 0%, #233D7B 55%, #5B3A29 100%)',
  ].join(', '),
});
export const content = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '36rem',
});
export const eyebrow = style({
  margin: 0,
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: '#F6D48A',
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: 'clamp(2rem, 5vw, 3.25rem)',
  lineHeight: vars.font.lineHeight.tight,
});
export const text = style({ margin: 0, fontSize: vars.font.size.lg, color: '#F6EFE3' });
