import { formatPhone } from '@teranga/headless';
import { accountMessages, addressTexts, profileMessages } from '@teranga/messages/identity';
import { Button, EmptyState, ProfileCard, VerificationCard } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';
import { signInPathFor } from '../../app/sign-in-target';
import { routes } from '../../routes';

const t = accountMessages.profile;

/** /profile: the signed-in user, read-only (avatar or initials, role label, member since, fields, verifications). */
export function ProfilePage() {
  const auth = useAuth();
  const user = auth.user;
  if (auth.restoring) {
    return (
      <div className={page.container}>
        <ProfileCard loading />
      </div>
    );
  }
  if (!auth.isAuthenticated || !user) {
    return (
      <div className={page.container}>
        <h1 className={page.visuallyHidden}>{t.title}</h1>
        <EmptyState
          icon="lock"
          title={profileMessages.unauthorized}
          description={t.signInRequest}
          action={
            <Button asChild>
              <Link to={signInPathFor(routes.profile.href())}>{t.signIn}</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className={page.container}>
      <div className={page.stack}>
        <h1 className={page.title}>{t.title}</h1>
        <div className={page.sidebarLayout}>
          <ProfileCard
            firstName={user.firstName}
            lastName={user.lastName}
            email={user.email}
            phone={user.phone ? formatPhone(user.phone) : user.phone}
            // The documents' label: staff read 'Vendeur Premium' too (headless's roleLabel).
            role={user.role === 'customer' ? 'customer' : 'seller'}
            avatarUrl={user.avatar}
            memberSince={user.createdAt}
            actions={
              <>
                <Button asChild>
                  <Link to={routes.profileEdit.href()}>{t.edit}</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={routes.myAddresses.href()}>{addressTexts.page.link}</Link>
                </Button>
              </>
            }
          />
          <section className={page.stack} aria-labelledby="profile-verifications">
            <h2 id="profile-verifications" className={page.sectionTitle}>
              {t.verifications}
            </h2>
            <VerificationCard kind="email" verified={Boolean(user.isEmailVerified)} value={user.email} />
            <VerificationCard
              kind="phone"
              verified={Boolean(user.isPhoneVerified)}
              value={user.phone ? formatPhone(user.phone) : user.phone}
            />
          </section>
        </div>
      </div>
    </div>
  );
}
