import { kitLabels } from '@teranga/messages';
import { useState } from 'react';
import { Icon } from '../../internal/icons';
import { iconButton } from '../../internal/surface.css';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment'> {
  /** label of the button that reveals the password */
  showLabel?: string;
  /** label of the button that hides it again */
  hideLabel?: string;
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  showLabel = kitLabels.passwordField.show,
  hideLabel = kitLabels.passwordField.hide,
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
