import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignupForm } from '../../features/auth/components/signup-form';
import { Page } from '../../ui/app-page';
import { FormCard } from '../../ui/form-card';

export function SignupPage() {
  const { t } = useTranslation();
  return (
    <Page seo="signup">
      <FormCard
        title={t('signup.title')}
        intro={t('signup.intro')}
        footer={
          <p>
            {t('signup.haveAccount')} <Link to="/login">{t('signup.login')}</Link>
          </p>
        }
      >
        <SignupForm />
      </FormCard>
    </Page>
  );
}
