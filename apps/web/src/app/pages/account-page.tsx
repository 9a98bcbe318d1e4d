import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSummary } from '../../features/account/components/account-summary';
import { ChangePasswordDialog } from '../../features/account/components/change-password-dialog';
import { ProfileForm } from '../../features/account/components/profile-form';
import { Alert } from '../../ui/alert';
import { Button, ButtonLink } from '../../ui/button';
import { TeacherPage } from './teacher-page';
import './dashboard.css';

/** Account settings: names, email, language and password. */
export function AccountPage() {
  const { t } = useTranslation();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);
  return (
    <TeacherPage seo="account">
      {(user) => (
        <div className="dashboard">
          <div className="dashboard__hero">
            <ButtonLink variant="link" to="/dashboard">
              {t('classPage.back')}
            </ButtonLink>
            <h1>{t('account.settings')}</h1>
            <p className="muted">{t('account.settingsIntro')}</p>
          </div>
          <div className="dashboard__grid">
            <section className="card stack" aria-labelledby="account-summary-title">
              <h2 id="account-summary-title">{t('dashboard.summaryTitle')}</h2>
              <AccountSummary user={user} />
            </section>
            <section className="card" aria-labelledby="account-profile-title">
              <h2 id="account-profile-title">{t('account.profileTitle')}</h2>
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
          <ChangePasswordDialog isOpen={passwordOpen} onOpenChange={setPasswordOpen} onChanged={() => setPasswordChanged(true)} />
        </div>
      )}
    </TeacherPage>
  );
}
