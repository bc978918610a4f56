import { registerFormLabels } from '@teranga/messages/kit/register-form';
import { type FormEvent, useId, useState } from 'react';
import * as f from '../../internal/form.css';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { type RadioChoice, useRadioGroup } from '../../internal/radio-group';
import { link } from '../../internal/surface.css';
import { useFieldErrors } from '../../internal/use-field-errors';
import { AlertBanner } from '../alert-banner/alert-banner';
import { Button } from '../button/button';
import { SocialButtons, type SocialProvider } from '../login-form/social-buttons';
import { type PasswordCheck, PasswordChecklist } from '../password-checklist/password-checklist';
import { PasswordField } from '../password-field/password-field';
import { TextField } from '../text-field/text-field';
import * as styles from './register-form.css';

export type AccountRole = 'customer' | 'seller';

export interface RegisterValues {
  role: AccountRole;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

export const defaultRegisterLabels = registerFormLabels;

export interface RegisterFormProps {
  /** Appelée avec les valeurs quand `validate` ne trouve rien. */
  onSubmit: (values: RegisterValues) => void;
  /** Les règles : un message par champ invalide (`validateRegistration` de `@teranga/headless`). */
  validate?: (values: RegisterValues) => RegisterErrors | { errors: RegisterErrors };
  /** La liste de règles vérifiées sous le mot de passe (`passwordRules` de `@teranga/headless`). */
  passwordRules?: (password: string) => readonly PasswordCheck[];
  /** Un échec venu du serveur (adresse déjà utilisée). */
  error?: string;
  /** Pendant l’envoi, le bouton tourne et les champs sont figés. */
  submitting?: boolean;
  /** Le type de compte coché au départ : `customer` (cliente) ou `seller` (vendeur). */
  defaultRole?: AccountRole;
  /** Appelée avec le fournisseur choisi (Google, Facebook). */
  onSocial?: (provider: SocialProvider) => void;
  /** Les fournisseurs de connexion proposés (ceux que le serveur connaît) ; aucun cache la partie sociale. */
  socialProviders?: readonly SocialProvider[];
  /** Adresse de la page de connexion de la boutique ; sans elle, la ligne « Déjà un compte ? » n’est pas affichée. */
  loginHref?: string;
  /** Dessine les liens avec le routeur de l’application (un `<a>` simple par défaut). */
  renderLink?: RenderLink;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultRegisterLabels>;
}

const roleOptions: readonly RadioChoice<AccountRole>[] = [{ value: 'customer' }, { value: 'seller' }];

const empty: Omit<RegisterValues, 'role'> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/** Registration: Client or Vendeur, names, email, optional phone, password with its live checklist. */
export function RegisterForm({
  onSubmit,
  validate,
  passwordRules,
  error,
  submitting = false,
  defaultRole = 'customer',
  onSocial,
  socialProviders,
  loginHref,
  renderLink = defaultRenderLink,
  labels: overrides,
}: RegisterFormProps) {
  const labels = { ...defaultRegisterLabels, ...overrides };
  const ids = { title: useId(), checklist: useId() };
  const [values, setValues] = useState<RegisterValues>({ role: defaultRole, ...empty });
  const roles = useRadioGroup({
    options: roleOptions,
    value: values.role,
    onChoose: (role) => setValues((v) => ({ ...v, role })),
  });
  const roleLabels: Record<AccountRole, { title: string; text: string }> = {
    customer: { title: labels.customer, text: labels.customerText },
    seller: { title: labels.seller, text: labels.sellerText },
  };
  const { errors, check } = useFieldErrors(values, validate);
  const set = (key: keyof RegisterValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check()) onSubmit(values);
  };

  return (
    <section data-slot="register-form" className={f.card} aria-labelledby={ids.title}>
      <h1 id={ids.title} className={f.title}>
        {labels.title}
      </h1>
      {error ? <AlertBanner reveal>{error}</AlertBanner> : null}
      <form noValidate className={f.form} onSubmit={submit}>
        <div>
          <div id={roles.labelId} className={styles.legend}>
            {labels.accountType}
          </div>
          <div {...roles.group} className={styles.roles}>
            {roleOptions.map((option) => (
              <button key={option.value} {...roles.item(option)} className={styles.role}>
                <span className={styles.roleTitle}>{roleLabels[option.value].title}</span>
                <span className={styles.roleText}>{roleLabels[option.value].text}</span>
              </button>
            ))}
          </div>
        </div>
        {values.role === 'seller' ? <AlertBanner tone="info">{labels.sellerNotice}</AlertBanner> : null}
        <div className={f.pair}>
          <TextField
            label={labels.firstName}
            autoComplete="given-name"
            value={values.firstName}
            error={errors.firstName}
            onChange={set('firstName')}
          />
          <TextField
            label={labels.lastName}
            autoComplete="family-name"
            value={values.lastName}
            error={errors.lastName}
            onChange={set('lastName')}
          />
        </div>
        <TextField
          label={labels.email}
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <TextField
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          hint={labels.phoneHint}
          value={values.phone}
          error={errors.phone}
          onChange={set('phone')}
        />
        <div style={{ display: 'grid', gap: 8 }}>
          <PasswordField
            label={labels.password}
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            aria-describedby={passwordRules ? ids.checklist : undefined}
            onChange={set('password')}
          />
          {passwordRules ? (
            <PasswordChecklist id={ids.checklist} rules={passwordRules(values.password)} />
          ) : null}
        </div>
        <PasswordField
          label={labels.confirmPassword}
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <Button type="submit" size="lg" fullWidth loading={submitting} loadingLabel={labels.submitting}>
          {labels.submit}
        </Button>
      </form>
      {onSocial && (socialProviders === undefined || socialProviders.length > 0) ? (
        <>
          <div className={f.divider}>{labels.or}</div>
          <SocialButtons onSocial={onSocial} providers={socialProviders} disabled={submitting} />
        </>
      ) : null}
      {loginHref ? (
        <p className={f.footnote}>
          {labels.hasAccount} {renderLink({ href: loginHref, className: link, children: labels.login })}
        </p>
      ) : null}
    </section>
  );
}
