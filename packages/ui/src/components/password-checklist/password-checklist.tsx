import { passwordChecklistLabels } from '@teranga/messages/kit/password-checklist';
import { passwordStrengthLabels } from '@teranga/messages/kit/password-strength';
import { clsx } from 'clsx';
import { visuallyHidden } from '../../internal/a11y.css';
import { Icon } from '../../internal/icons';
import * as styles from './password-checklist.css';

/** One rule as the caller judged it for the current password: the shape `passwordRules(password)` of
 *  @teranga/headless returns, so the rules and their French texts are written once, there. */
export interface PasswordCheck {
  message: string;
  met: boolean;
}

export interface PasswordChecklistProps {
  /** Les règles dans l’ordre affiché, chacune déjà vérifiée sur le mot de passe saisi. */
  rules: readonly PasswordCheck[];
  /** Lu après une règle respectée. */
  metLabel?: string;
  /** Lu après une règle non respectée. */
  unmetLabel?: string;
  /** Identifiant de la liste (pour `aria-describedby` du champ). */
  id?: string;
}

/** Each rule ticks as the user types. */
export function PasswordChecklist({
  rules,
  metLabel = passwordChecklistLabels.met,
  unmetLabel = passwordChecklistLabels.unmet,
  id,
}: PasswordChecklistProps) {
  return (
    <ul id={id} data-slot="password-checklist" className={styles.list}>
      {rules.map(({ message, met }) => (
        <li
          key={message}
          data-state={met ? 'met' : 'unmet'}
          className={clsx(styles.item, styles.state[met ? 'met' : 'unmet'])}
        >
          <Icon name={met ? 'check' : 'close'} size={14} />
          {message}
          <span className={visuallyHidden}> ({met ? metLabel : unmetLabel})</span>
        </li>
      ))}
    </ul>
  );
}

export type PasswordStrength = 'weak' | 'strong';

export interface PasswordStrengthBarProps {
  /** Le mot de passe saisi. */
  password: string;
  /** Décide de la force ; la règle du formulaire de réinitialisation est de 8 caractères. */
  strengthOf?: (password: string) => PasswordStrength;
  /** Nom de chaque niveau de force (faible, fort). */
  labels?: Record<PasswordStrength, string>;
  /** Texte devant le niveau (« Force du mot de passe : »). */
  prefix?: string;
}

/** A bar and a word: 'Faible' below 8 characters, 'Fort' from 8. Nothing while the field is empty. */
export function PasswordStrengthBar({
  password,
  strengthOf = (p) => (p.length >= 8 ? 'strong' : 'weak'),
  labels = { weak: passwordStrengthLabels.weak, strong: passwordStrengthLabels.strong },
  prefix = passwordStrengthLabels.prefix,
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
