import * as f from '../../internal/form.css';
import { Icon } from '../../internal/icons';
import { Button } from '../button/button';

export type SocialProvider = 'google' | 'facebook';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];

export interface SocialButtonsProps {
  /** Appelée avec le fournisseur choisi. */
  onSocial: (provider: SocialProvider) => void;
  /** Les fournisseurs proposés (ceux que le serveur connaît) ; Google et Facebook par défaut. */
  providers?: readonly SocialProvider[];
  /** Nom affiché de chaque fournisseur. */
  labels?: Record<SocialProvider, string>;
  /** Désactive les boutons. */
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
