import * as f from '../../internal/form.css';
import { Icon } from '../../internal/icons';
import { Button } from '../button/button';

export type SocialProvider = 'google' | 'facebook';

export interface SocialButtonsProps {
  onSocial: (provider: SocialProvider) => void;
  labels?: Record<SocialProvider, string>;
  disabled?: boolean;
}

/** 'Google' and 'Facebook' sign-in buttons. */
export function SocialButtons({
  onSocial,
  labels = { google: 'Google', facebook: 'Facebook' },
  disabled,
}: SocialButtonsProps) {
  return (
    <div data-slot="social-buttons" className={f.social}>
      <Button variant="outline" disabled={disabled} onClick={() => onSocial('google')}>
        <Icon name="google" />
        {labels.google}
      </Button>
      <Button variant="outline" disabled={disabled} onClick={() => onSocial('facebook')}>
        <Icon name="facebook" />
        {labels.facebook}
      </Button>
    </div>
  );
}
