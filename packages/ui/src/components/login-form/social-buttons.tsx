import * as f from '../../internal/form.css';
import { Icon } from '../../internal/icons';
import { Button } from '../button/button';

export type SocialProvider = 'google' | 'facebook';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];

export interface SocialButtonsProps {
  onSocial: (provider: SocialProvider) => void;
  /** the providers to offer (those the server is configured for); both by default */
  providers?: readonly SocialProvider[];
  labels?: Record<SocialProvider, string>;
  disabled?: boolean;
}

/** 'Google' and 'Facebook' sign-in buttons, only those of `providers`. */
export function SocialButtons({
  onSocial,
  providers = SOCIAL_PROVIDERS,
  labels = { google: 'Google', facebook: 'Facebook' },
  disabled,
}: SocialButtonsProps) {
  return (
    <div data-slot="social-buttons" className={f.social}>
      {SOCIAL_PROVIDERS.filter((provider) => providers.includes(provider)).map((provider) => (
        <Button key={provider} variant="outline" disabled={disabled} onClick={() => onSocial(provider)}>
          <Icon name={provider} />
          {labels[provider]}
        </Button>
      ))}
    </div>
  );
}
