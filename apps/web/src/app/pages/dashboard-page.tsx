import { useTranslation } from 'react-i18next';
import { AccountSummary } from '../../features/account/components/account-summary';
import { ClassList } from '../../features/classes/components/class-list';
import { InvitationList } from '../../features/classes/components/invitation-list';
import { ButtonLink } from '../../ui/button';
import { TeacherPage } from './teacher-page';
import './dashboard.css';

/** The signed-in home: invitations to co-teach, my classes, and my account in short. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <TeacherPage seo="dashboard">
      {(user) => (
        <div className="dashboard">
          <div className="dashboard__hero">
            <h1>{t('dashboard.greeting', { firstName: user.firstName })}</h1>
            <p className="muted">{t('dashboard.intro')}</p>
          </div>
          <div className="dashboard__grid">
            <div className="stack">
              <InvitationList />
              <ClassList />
            </div>
            <section className="card stack dashboard__summary" aria-labelledby="account-summary-title">
              <h2 id="account-summary-title">{t('dashboard.summaryTitle')}</h2>
              <AccountSummary user={user} />
              <div className="row">
                <ButtonLink variant="secondary" to="/dashboard/account">
                  {t('account.settings')}
                </ButtonLink>
                <ButtonLink variant="secondary" to="/user/qr-codes">
                  {t('dashboard.classQrCodes')}
                </ButtonLink>
              </div>
            </section>
          </div>
        </div>
      )}
    </TeacherPage>
  );
}
