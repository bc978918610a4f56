import { resetPasswordFormLabels } from '@teranga/messages/kit/reset-password-form';
import { type FormEvent, useId, useState } from 'react';
import * as f from '../../internal/form.css';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { link } from '../../internal/surface.css';
import { useFieldErrors } from '../../internal/use-field-errors';
import { AlertBanner } from '../alert-banner/alert-banner';
import { Button } from '../button/button';
import { type PasswordStrength, PasswordStrengthBar } from '../password-checklist/password-checklist';
import { PasswordField } from '../password-field/password-field';

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

export type ResetErrors = Partial<Record<keyof ResetValues, string>>;

export const defaultResetLabels = resetPasswordFormLabels;

export interface ResetPasswordFormProps {
  /** Appelée avec le nouveau mot de passe et sa confirmation quand `validate` ne trouve rien. */
  onSubmit: (values: ResetValues) => void;
  /** Les règles (8 caractères, confirmation identique) de `@teranga/headless`. */
  validate?: (values: ResetValues) => ResetErrors;
  /** Décide de la force affichée sous le mot de passe. */
  strengthOf?: (password: string) => PasswordStrength;
  /** Où en est l’envoi : `idle` (à remplir), `submitting` (en cours) ou `success` (enregistré). */
  status?: 'idle' | 'submitting' | 'success';
  /** Un échec (lien expiré ou invalide). */
  error?: string;
  /** Adresse de la page de connexion de la boutique ; sans elle, le lien « Retour à la connexion » n’est pas affiché. */
  loginHref?: string;
  /** Dessine les liens avec le routeur de l’application (un `<a>` simple par défaut). */
  renderLink?: RenderLink;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultResetLabels>;
}

/** Password reset: new password with its strength bar (Faible/Fort at 8 characters) and confirmation. */
export function ResetPasswordForm({
  onSubmit,
  validate,
  strengthOf,
  status = 'idle',
  error,
  loginHref,
  renderLink = defaultRenderLink,
  labels: overrides,
}: ResetPasswordFormProps) {
  const labels = { ...defaultResetLabels, ...overrides };
  const titleId = useId();
  const [values, setValues] = useState<ResetValues>({ password: '', confirmPassword: '' });
  const { errors, check } = useFieldErrors(values, validate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check()) onSubmit(values);
  };

  return (
    <section data-slot="reset-password-form" className={f.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={f.title}>
        {labels.title}
      </h1>
      {error ? <AlertBanner>{error}</AlertBanner> : null}
      {status === 'success' ? (
        <AlertBanner tone="positive">{labels.success}</AlertBanner>
      ) : (
        <form noValidate className={f.form} onSubmit={submit}>
          <div style={{ display: 'grid', gap: 8 }}>
            <PasswordField
              label={labels.password}
              autoComplete="new-password"
              value={values.password}
              error={errors.password}
              onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
            />
            <PasswordStrengthBar password={values.password} strengthOf={strengthOf} />
          </div>
          <PasswordField
            label={labels.confirmPassword}
            autoComplete="new-password"
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={status === 'submitting'}
            loadingLabel={labels.submitting}
          >
            {labels.submit}
          </Button>
        </form>
      )}
      {loginHref ? (
        <p className={f.footnote}>
          {renderLink({ href: loginHref, className: link, children: labels.backToLogin })}
        </p>
      ) : null}
    </section>
  );
}
