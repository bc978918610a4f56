import { Slot } from '@radix-ui/react-slot';
import { kitLabels } from '@teranga/messages';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { Spinner } from '../spinner/spinner';
import * as styles from './button.css';

export type { ButtonSize, ButtonVariant } from './button.css';
export { buttonSizes, buttonVariants } from './button.css';

export const buttonClass = cva(styles.base, {
  variants: {
    variant: styles.variant,
    size: styles.size,
    fullWidth: { true: styles.fullWidth, false: '' },
  },
  defaultVariants: { variant: 'solid', size: 'md', fullWidth: false },
});

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>,
    VariantProps<typeof buttonClass> {
  /** look of the button */
  variant?: styles.ButtonVariant;
  /** height and padding; `icon` makes a square for an icon with an `aria-label` */
  size?: styles.ButtonSize;
  /** shows a spinner, sets `aria-busy` and refuses clicks until the work is done */
  loading?: boolean;
  /** text read while loading */
  loadingLabel?: string;
  /** renders the single child (a link, a router link) with the button's look */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the kit: solid indigo by default, with outline, ghost, kente accent and critical looks. */
export function Button({
  variant = 'solid',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingLabel = kitLabels.button.loading,
  asChild = false,
  disabled,
  className,
  children,
  type,
  ...rest
}: ButtonProps) {
  const classes = buttonClass({ variant, size, fullWidth, className });
  if (asChild) {
    return (
      <Slot data-slot="button" data-variant={variant} className={classes} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      data-slot="button"
      data-variant={variant}
      data-loading={loading || undefined}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <>
          <Spinner size="sm" label={null} />
          <span className={visuallyHidden}>{loadingLabel}</span>
        </>
      ) : null}
      {children}
    </button>
  );
}
