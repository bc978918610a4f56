import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const buttonVariants = ['solid', 'outline', 'ghost', 'accent', 'critical'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg', 'icon'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

// Hover and press effects only on a button that takes presses: not disabled, not loading (aria-disabled, see Button).
const pressable = ':not(:disabled, [aria-disabled="true"])';
const hover = `&:hover${pressable}`;

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, transform ${vars.motion.duration.fast}`,
  selectors: {
    [`&:active${pressable}`]: { transform: 'translateY(1px)' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const variant = styleVariants({
  solid: {
    backgroundColor: vars.color.background.brand,
    color: vars.color.foreground.onBrand,
    selectors: { [hover]: { backgroundColor: vars.color.background.brandHover } },
  },
  outline: {
    backgroundColor: vars.color.background.surface,
    color: vars.color.foreground.brand,
    borderColor: vars.color.border.strong,
    selectors: { [hover]: { backgroundColor: vars.color.background.brandSoft } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.foreground.text,
    selectors: { [hover]: { backgroundColor: vars.color.background.sunken } },
  },
  accent: {
    backgroundColor: vars.color.background.accent,
    color: vars.color.foreground.onAccent,
    selectors: { [hover]: { filter: 'brightness(0.95)' } },
  },
  critical: {
    backgroundColor: vars.color.background.critical,
    color: vars.color.foreground.onCritical,
    selectors: { [hover]: { filter: 'brightness(0.92)' } },
  },
} satisfies Record<ButtonVariant, unknown>);

export const size = styleVariants({
  sm: { minHeight: '2rem', padding: `0 ${vars.space.md}`, fontSize: vars.font.size.sm },
  md: { minHeight: '2.5rem', padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.md },
  lg: { minHeight: '3rem', padding: `0 ${vars.space.xl}`, fontSize: vars.font.size.lg },
  icon: { width: '2.5rem', height: '2.5rem', padding: 0 },
} satisfies Record<ButtonSize, unknown>);

export const fullWidth = style({ width: '100%' });
