import { loginFormLabels } from '@teranga/messages/kit/login-form';
import { type FormEvent, useId, useState } from 'react';
import * as f from '../../internal/form.css';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { link } from '../../internal/surface.css';
import { fieldErrorsOf } from '../../internal/use-field-errors';
import { AlertBanner } from '../alert-banner/alert-banner';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { PasswordField } from '../password-field/password-field';
import { TextField } from '../text-field/text-field';
import { SocialButtons, type SocialProvider } from './social-buttons';

export interface LoginValues {
  emailOrPhone: string;
  password: string;
  rememberMe: boolean;
}

export type LoginErrors = Partial<Record<'emailOrPhone' | 'password', string>>;

export const defaultLoginLabels = loginFormLabels;

export interface LoginFormProps {
  /** Appelée avec les valeurs sans espaces autour quand `validate` ne trouve rien. */
  onSubmit: (values: LoginValues) => void;
  /** Les règles : un message par champ invalide (`validateLogin` de `@teranga/headless`). */
  validate?: (values: LoginValues) => LoginErrors | { errors: LoginErrors };
  /** Un échec venu du serveur (identifiants incorrects, compte bloqué). */
  error?: string;
  /** Pendant l’envoi, le bouton tourne et les champs sont figés. */
  submitting?: boolean;
  /** Affiche « Mot de passe oublié ? » et l’appelle. */
  onForgotPassword?: () => void;
  /** Appelée avec le fournisseur choisi (Google, Facebook). */
  onSocial?: (provider: SocialProvider) => void;
  /** Les fournisseurs de connexion proposés (ceux que le serveur connaît) ; aucun cache la partie sociale. */
  socialProviders?: readonly SocialProvider[];
  /** Adresse de la page d’inscription de la boutique ; sans elle, la ligne « Pas encore de compte ? » n’est pas affichée. */
  registerHref?: string;
  /** Dessine les liens avec le routeur de l’application (un `<a>` simple par défaut). */
  renderLink?: RenderLink;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultLoginLabels>;
}

/** Sign-in: email or phone, password with show/hide, remember me, forgot password, Google and Facebook. */
export function LoginForm({
  onSubmit,
  validate,
  error,
  submitting = false,
  onForgotPassword,
  onSocial,
  socialProviders,
  registerHref,
  renderLink = defaultRenderLink,
  labels: overrides,
}: LoginFormProps) {
  const labels = { ...defaultLoginLabels, ...overrides };
  const titleId = useId();
  const [values, setValues] = useState<LoginValues>({ emailOrPhone: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<LoginErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { ...values, emailOrPhone: values.emailOrPhone.trim(), password: values.password.trim() };
    const found = validate ? fieldErrorsOf(validate(trimmed)) : {};
    setErrors(found);
    if (Object.values(found).every((message) => !message)) onSubmit(trimmed);
  };

  return (
    <section data-slot="login-form" className={f.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={f.title}>
        {labels.title}
      </h1>
      {error ? <AlertBanner reveal>{error}</AlertBanner> : null}
      {onSocial && (socialProviders === undefined || socialProviders.length > 0) ? (
        <>
          <SocialButtons onSocial={onSocial} providers={socialProviders} disabled={submitting} />
          <div className={f.divider}>{labels.or}</div>
        </>
      ) : null}
      <form noValidate className={f.form} onSubmit={submit}>
        <TextField
          label={labels.emailOrPhone}
          name="emailOrPhone"
          autoComplete="username"
          value={values.emailOrPhone}
          error={errors.emailOrPhone}
          onChange={(e) => setValues((v) => ({ ...v, emailOrPhone: e.target.value }))}
        />
        <PasswordField
          label={labels.password}
          name="password"
          value={values.password}
          error={errors.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
        <div className={f.row}>
          <Checkbox
            label={labels.rememberMe}
            checked={values.rememberMe}
            onCheckedChange={(checked) => setValues((v) => ({ ...v, rememberMe: checked === true }))}
          />
          {onForgotPassword ? (
            <button type="button" className={f.textButton} onClick={onForgotPassword}>
              {labels.forgotPassword}
            </button>
          ) : null}
        </div>
        <Button type="submit" size="lg" fullWidth loading={submitting} loadingLabel={labels.submitting}>
          {labels.submit}
        </Button>
      </form>
      {registerHref ? (
        <p className={f.footnote}>
          {labels.noAccount} {renderLink({ href: registerHref, className: link, children: labels.register })}
        </p>
      ) : null}
    </section>
  );
}
