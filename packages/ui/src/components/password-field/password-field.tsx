import { passwordFieldLabels } from '@teranga/messages/kit/password-field';
import { useState } from 'react';
import { Icon } from '../../internal/icons';
import { iconButton } from '../../internal/surface.css';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment'> {
  /** Nom du bouton qui affiche le mot de passe. */
  showLabel?: string;
  /** Nom du bouton qui le masque à nouveau. */
  hideLabel?: string;
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  showLabel = passwordFieldLabels.show,
  hideLabel = passwordFieldLabels.hide,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      data-slot="password-field"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      style={{ paddingRight: '2.75rem' }}
      adornment={
        <button
          type="button"
          className={iconButton}
          style={{ position: 'absolute', right: 2, width: '2.25rem', height: '2.25rem' }}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      }
      {...rest}
    />
  );
}
