import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordLinkForm } from '../../features/auth/components/password-link-form';
import { Page } from '../../ui/app-page';
import { FormCard } from '../../ui/form-card';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <Page seo="resetPassword">
      <FormCard
        title={t('resetPassword.title')}
        intro={t('resetPassword.intro')}
        footer={<Link to="/login">{t('common.backToLogin')}</Link>}
      >
        <PasswordLinkForm mode="reset" />
      </FormCard>
    </Page>
  );
}
