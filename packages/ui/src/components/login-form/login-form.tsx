import { kitLabels } from '@teranga/messages';
import { type FormEvent, useId, useState } from 'react';
import * as f from '../../internal/form.css';
import { fieldErrorsOf } from '../../internal/use-field-errors';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { link } from '../../internal/surface.css';
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

export const defaultLoginLabels = kitLabels.loginForm;

export interface LoginFormProps {
  /** called with trimmed values once `validate` finds nothing */
  onSubmit: (values: LoginValues) => void;
  /** the rules: one message per invalid field, or `validateLogin` of @teranga/headless passed as it is */
  validate?: (values: LoginValues) => LoginErrors | { errors: LoginErrors };
  /** a failure from the server (such as the catalogue's `login.invalidCredentials`) */
  error?: string;
  submitting?: boolean;
  onForgotPassword?: () => void;
  onSocial?: (provider: SocialProvider) => void;
  /** the social providers to offer (the server says which are configured); none hides the social part */
  socialProviders?: readonly SocialProvider[];
  registerHref?: string;
  renderLink?: RenderLink;
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
  registerHref = '/register',
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
      <p className={f.footnote}>
        {labels.noAccount} {renderLink({ href: registerHref, className: link, children: labels.register })}
      </p>
    </section>
  );
}
