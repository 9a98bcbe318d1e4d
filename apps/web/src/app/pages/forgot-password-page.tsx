import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { Page } from '../../ui/app-page';
import { FormCard } from '../../ui/form-card';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <Page seo="forgotPassword">
      <FormCard
        title={t('forgotPassword.title')}
        intro={t('forgotPassword.intro')}
        footer={<Link to="/login">{t('common.backToLogin')}</Link>}
      >
        <ForgotPasswordForm />
      </FormCard>
    </Page>
  );
}
