import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HomeConnectForm } from '../../features/families/components/home-connect-form';
import { Page } from '../../ui/app-page';
import { FormCard } from '../../ui/form-card';

/** Parents: the child's home code opens the pupil side at home. */
export function HomeConnectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Page seo="homeConnect">
      <FormCard
        title={t('homeConnect.title')}
        intro={t('homeConnect.intro')}
        footer={<Link to="/request-home-code">{t('homeConnect.noCode')}</Link>}
      >
        <HomeConnectForm initialCode={params.get('code') ?? ''} />
      </FormCard>
    </Page>
  );
}
