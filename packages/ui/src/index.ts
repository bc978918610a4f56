export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button/button';
export { Button, buttonClass, buttonSizes, buttonVariants } from './components/button/button';
export type { SpinnerProps } from './components/spinner/spinner';
export { Spinner } from './components/spinner/spinner';
export type { Sprinkles } from './tokens/sprinkles.css';
export { sprinkles } from './tokens/sprinkles.css';
export { darkTheme, lightTheme } from './tokens/themes.css';
export { breakpoints, darkColors, lightColors, palette, tokens } from './tokens/tokens';
export { vars } from './tokens/vars.css';
