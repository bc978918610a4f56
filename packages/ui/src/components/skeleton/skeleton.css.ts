import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.background.sunken,
  borderRadius: vars.radius.md,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
