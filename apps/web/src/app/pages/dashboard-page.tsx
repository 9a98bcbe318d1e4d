import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { AccountSummary } from '../../features/account/components/account-summary';
import { ChangePasswordDialog } from '../../features/account/components/change-password-dialog';
import { ProfileForm } from '../../features/account/components/profile-form';
import { UserMenu, type UserMenuAction } from '../../features/account/components/user-menu';
import { useLogout } from '../../features/account/hooks/use-logout';
import { useMe } from '../../features/account/hooks/use-me';
import { Alert } from '../../ui/alert';
import { Page } from '../../ui/app-page';
import { Button } from '../../ui/button';
import { ErrorNotice } from '../../ui/error-notice';
import { PageSpinner } from '../../ui/spinner';
import './dashboard.css';

/** The signed-in home. Later issues add classes and reports here; today it holds the account. */
export function DashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  const logout = useLogout();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);
  const settingsHeading = useRef<HTMLHeadingElement>(null);

  if (me.isPending || (me.error instanceof ApiError && me.error.code === '')) {
    return (
      <Page seo="dashboard" homePath="/dashboard">
        <PageSpinner />
      </Page>
    );
  }
  if (me.isError) {
    return (
      <Page seo="dashboard" homePath="/dashboard">
        <div className="card stack">
          <h1>{t('dashboard.loadFailed')}</h1>
          <ErrorNotice error={me.error} />
          <div>
            <Button onClick={() => me.refetch()}>{t('somethingWentWrong.reload')}</Button>
          </div>
        </div>
      </Page>
    );
  }

  const user = me.data;
  const onMenuAction = (action: UserMenuAction) => {
    if (action === 'logout') logout.mutate();
    if (action === 'password') setPasswordOpen(true);
    if (action === 'settings') {
      settingsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      settingsHeading.current?.focus({ preventScroll: true });
    }
  };

  return (
    <Page
      seo="dashboard"
      width="wide"
      homePath="/dashboard"
      headerActions={<UserMenu firstName={user.firstName} lastName={user.lastName} onAction={onMenuAction} />}
    >
      <div className="dashboard">
        <div className="dashboard__hero">
          <h1>{t('dashboard.greeting', { firstName: user.firstName })}</h1>
          <p className="muted">{t('dashboard.intro')}</p>
        </div>
        <div className="dashboard__grid">
          <section className="card dashboard__summary" aria-labelledby="account-summary-title">
            <h2 id="account-summary-title">{t('dashboard.summaryTitle')}</h2>
            <AccountSummary user={user} />
            <Button variant="secondary" pending={logout.isPending} onClick={() => logout.mutate()}>
              {t('account.logout')}
            </Button>
          </section>
          <section className="card" aria-labelledby="account-settings-title">
            <h2 id="account-settings-title" ref={settingsHeading} tabIndex={-1}>
              {t('account.settings')}
            </h2>
            <p className="muted">{t('account.settingsIntro')}</p>
            <ProfileForm user={user} />
            <div className="dashboard__password">
              <h3>{t('account.passwordTitle')}</h3>
              {passwordChanged && <Alert tone="success">{t('account.passwordChanged')}</Alert>}
              <Button
                variant="secondary"
                onClick={() => {
                  setPasswordChanged(false);
                  setPasswordOpen(true);
                }}
              >
                {t('account.changePassword')}
              </Button>
            </div>
          </section>
        </div>
      </div>
      <ChangePasswordDialog isOpen={passwordOpen} onOpenChange={setPasswordOpen} onChanged={() => setPasswordChanged(true)} />
    </Page>
  );
}
