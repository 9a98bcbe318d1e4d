import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeCodeRequestForm } from '../../features/families/components/home-code-request-form';
import { Page } from '../../ui/app-page';
import { FormCard } from '../../ui/form-card';

/** Parents without a code ask the child's teacher for one. */
export function RequestHomeCodePage() {
  const { t } = useTranslation();
  return (
    <Page seo="requestHomeCode">
      <FormCard
        title={t('requestHomeCode.title')}
        intro={t('requestHomeCode.intro')}
        footer={<Link to="/home-connect">{t('requestHomeCode.haveCode')}</Link>}
      >
        <HomeCodeRequestForm />
      </FormCard>
    </Page>
  );
}
