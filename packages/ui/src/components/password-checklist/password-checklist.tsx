import { clsx } from 'clsx';
import { visuallyHidden } from '../../internal/a11y.css';
import { Icon } from '../../internal/icons';
import * as styles from './password-checklist.css';

export interface PasswordRule {
  label: string;
  test: (password: string) => boolean;
}

/** The registration rules as the specification words them; the app may pass the ones from @teranga/headless. */
export const defaultPasswordRules: readonly PasswordRule[] = [
  { label: 'Au moins 6 caractères', test: (p) => p.length >= 6 },
  { label: 'Au moins une majuscule (A-Z)', test: (p) => /[A-Z]/.test(p) },
  { label: 'Au moins une minuscule (a-z)', test: (p) => /[a-z]/.test(p) },
  { label: 'Au moins un chiffre (0-9)', test: (p) => /\d/.test(p) },
];

export interface PasswordChecklistProps {
  password: string;
  rules?: readonly PasswordRule[];
  metLabel?: string;
  unmetLabel?: string;
  id?: string;
}

/** Each rule ticks as the user types. */
export function PasswordChecklist({
  password,
  rules = defaultPasswordRules,
  metLabel = 'respectée',
  unmetLabel = 'non respectée',
  id,
}: PasswordChecklistProps) {
  return (
    <ul id={id} data-slot="password-checklist" className={styles.list}>
      {rules.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.label}
            data-state={met ? 'met' : 'unmet'}
            className={clsx(styles.item, styles.state[met ? 'met' : 'unmet'])}
          >
            <Icon name={met ? 'check' : 'close'} size={14} />
            {rule.label}
            <span className={visuallyHidden}> ({met ? metLabel : unmetLabel})</span>
          </li>
        );
      })}
    </ul>
  );
}

export type PasswordStrength = 'weak' | 'strong';

export interface PasswordStrengthBarProps {
  password: string;
  /** decides the strength; the reset form's rule is 8 characters */
  strengthOf?: (password: string) => PasswordStrength;
  labels?: Record<PasswordStrength, string>;
  prefix?: string;
}

/** A bar and a word: 'Faible' below 8 characters, 'Fort' from 8. Nothing while the field is empty. */
export function PasswordStrengthBar({
  password,
  strengthOf = (p) => (p.length >= 8 ? 'strong' : 'weak'),
  labels = { weak: 'Faible', strong: 'Fort' },
  prefix = 'Force du mot de passe :',
}: PasswordStrengthBarProps) {
  if (!password) return null;
  const strength = strengthOf(password);
  return (
    <div data-slot="password-strength" data-variant={strength} style={{ display: 'grid', gap: 4 }}>
      <div className={styles.bar} aria-hidden>
        <div className={styles.fill[strength]} />
      </div>
      <span className={styles.strengthText[strength]} aria-live="polite">
        <span className={visuallyHidden}>{prefix} </span>
        {labels[strength]}
      </span>
    </div>
  );
}
