import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { Alert } from '../../ui/alert';
import { Page } from '../../ui/app-page';
import { FormCard } from '../../ui/form-card';

export function LoginPage() {
  const { t } = useTranslation();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <Page seo="login">
      <FormCard
        title={t('login.title')}
        intro={t('login.intro')}
        footer={
          <p>
            {t('login.noAccount')} <Link to="/signup-choices">{t('login.signup')}</Link>
          </p>
        }
      >
        {notice === 'passwordReset' && <Alert tone="success">{t('login.passwordReset')}</Alert>}
        <LoginForm />
      </FormCard>
    </Page>
  );
}
