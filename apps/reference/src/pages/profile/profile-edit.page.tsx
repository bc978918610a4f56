import { type HeadlessUser, TIMINGS } from '@teranga/headless';
import { accountMessages, profileMessages } from '@teranga/messages/identity';
import { profileCardLabels } from '@teranga/messages/kit/profile-card';
import { AlertBanner, Button, Skeleton, TextField } from '@teranga/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { NativeSelect } from '../../app/native-select';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';
import { signInPathFor } from '../../app/sign-in-target';
import { routes } from '../../routes';
import * as styles from './profile.page.css';

const t = accountMessages.profile;
// The same field names as the profile card shows.
const fieldLabels = profileCardLabels;

type AccountType = 'customer' | 'seller';

const ACCOUNT_TYPE_OPTIONS = [
  { value: 'customer', label: profileMessages.customerOption, text: t.customerText },
  { value: 'seller', label: profileMessages.sellerOption, text: t.sellerText },
] as const satisfies ReadonlyArray<{ value: AccountType; label: string; text: string }>;

/** /profile/edit: names, phone and account type; the email is shown but locked. */
export function ProfileEditPage() {
  const auth = useAuth();
  if (auth.restoring) return <Skeleton height="24rem" />;
  if (!auth.isAuthenticated || !auth.user)
    return <Navigate to={signInPathFor(routes.profileEdit.href())} replace />;
  // The form starts from the user once known (after a restored session, not before).
  return <ProfileEditForm user={auth.user} />;
}

function ProfileEditForm({ user }: { user: HeadlessUser }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const ids = { type: useId(), typeText: useId() };
  const [values, setValues] = useState({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    role: (user.role === 'seller' ? 'seller' : 'customer') as AccountType,
  });
  // Only this visit's save may announce success (the machine's notice could be an older one).
  const [submitted, setSubmitted] = useState(false);
  const saved = submitted && !auth.busy && auth.notice === profileMessages.updated;
  const { dismissError } = auth;

  useEffect(() => {
    dismissError();
    return dismissError;
  }, [dismissError]);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate(routes.profile.href()), TIMINGS.profileSavedRedirect);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  // Admin is never offered: staff keep their role, so their form sends none.
  const isAdmin = user.role === 'admin';
  const chosen =
    ACCOUNT_TYPE_OPTIONS.find((option) => option.value === values.role) ?? ACCOUNT_TYPE_OPTIONS[0];
  // Becoming a seller (or asking again after a refusal) goes through staff: say so before saving.
  const asksToSell =
    !isAdmin && values.role === 'seller' && (user.role !== 'seller' || user.sellerStatus === 'rejected');
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { role, ...fields } = values;
    auth.updateProfile(isAdmin ? fields : { ...fields, role });
  };

  return (
    <div className={styles.editContainer}>
      <section className={page.card} aria-labelledby="profile-edit-title">
        <h1 id="profile-edit-title" className={page.title}>
          {t.editTitle}
        </h1>
        {saved ? <AlertBanner tone="positive">{profileMessages.updated}</AlertBanner> : null}
        {submitted && auth.error ? <AlertBanner tone="critical">{auth.error}</AlertBanner> : null}
        <form noValidate className={styles.form} onSubmit={submit}>
          <div className={page.formGrid}>
            <TextField
              label={fieldLabels.firstName}
              autoComplete="given-name"
              value={values.firstName}
              onChange={set('firstName')}
            />
            <TextField
              label={fieldLabels.lastName}
              autoComplete="family-name"
              value={values.lastName}
              onChange={set('lastName')}
            />
          </div>
          <TextField
            label={fieldLabels.phone}
            type="tel"
            autoComplete="tel"
            placeholder={t.phonePlaceholder}
            hint={t.phoneHint}
            value={values.phone}
            onChange={set('phone')}
          />
          <TextField
            label={fieldLabels.email}
            type="email"
            value={user.email ?? ''}
            disabled
            hint={profileMessages.emailLocked}
          />
          {isAdmin ? null : (
            <div className={page.stack}>
              <NativeSelect
                id={ids.type}
                name="role"
                label={t.accountType}
                options={ACCOUNT_TYPE_OPTIONS}
                value={values.role}
                onChange={set('role')}
                aria-describedby={ids.typeText}
              />
              <p id={ids.typeText} className={styles.description}>
                {chosen.text}
              </p>
              {asksToSell ? <AlertBanner tone="info">{t.sellerSwitchNotice}</AlertBanner> : null}
            </div>
          )}
          <div className={page.row}>
            <Button type="submit" loading={auth.busy} loadingLabel={profileMessages.saving} disabled={saved}>
              {t.save}
            </Button>
            <Button asChild variant="outline">
              <Link to={routes.profile.href()}>{t.cancel}</Link>
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
