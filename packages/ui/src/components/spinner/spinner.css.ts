import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const base = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': {
    // A slower turn, not none: the spinner must still say that something is happening.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2s' },
  },
});

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.5rem', height: '1.5rem' },
  lg: { width: '2.5rem', height: '2.5rem', borderWidth: 3 },
} satisfies Record<SpinnerSize, unknown>);
