import { useTranslation } from 'react-i18next';
import { PasswordLinkForm } from '../../features/auth/components/password-link-form';
import { Page } from '../../ui/app-page';
import { FormCard } from '../../ui/form-card';

export function SetPasswordPage() {
  const { t } = useTranslation();
  return (
    <Page seo="setPassword">
      <FormCard title={t('setPassword.title')} intro={t('setPassword.intro')}>
        <PasswordLinkForm mode="set" />
      </FormCard>
    </Page>
  );
}
