import { Slot } from '@radix-ui/react-slot';
import { buttonLabels } from '@teranga/messages/kit/button';
import { cva } from 'class-variance-authority';
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
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

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Apparence : `solid` (indigo plein), `outline` (contour), `ghost` (sans fond), `accent` (or kente) ou `critical`. */
  variant?: styles.ButtonVariant;
  /** Hauteur et marges ; `icon` fait un carré pour une icône seule, avec un `aria-label`. */
  size?: styles.ButtonSize;
  /** Occupe toute la largeur disponible. */
  fullWidth?: boolean;
  /** Affiche un indicateur, pose `aria-busy` et refuse les clics jusqu’à la fin du travail, sans perdre le focus. */
  loading?: boolean;
  /** Texte lu pendant le chargement. */
  loadingLabel?: string;
  /** Dessine l’enfant unique (un lien, un lien du routeur) avec l’apparence du bouton. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const refusePress = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/** The one button of the kit: solid indigo by default, with outline, ghost, kente accent and critical looks. */
export function Button({
  variant = 'solid',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingLabel = buttonLabels.loading,
  asChild = false,
  disabled,
  className,
  children,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = buttonClass({ variant, size, fullWidth, className });
  if (asChild) {
    return (
      <Slot data-slot="button" data-variant={variant} className={classes} onClick={onClick} {...rest}>
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
      // A loading button stays focusable (a disabled one would drop the keyboard's focus on <body>) and refuses
      // presses itself: cancelling the click also cancels the form's submission, Entrée in a field included.
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? refusePress : onClick}
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
