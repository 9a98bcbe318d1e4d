import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/app-page';
import { Button, ButtonLink } from '../../ui/button';
import { FeatherIcon } from '../../ui/icons';

export function SomethingWentWrongPage() {
  const { t } = useTranslation();
  return (
    <Page seo="somethingWentWrong">
      <div className="card center-card">
        <div className="center-card__icon">
          <FeatherIcon size={32} />
        </div>
        <h1>{t('somethingWentWrong.title')}</h1>
        <p>{t('somethingWentWrong.explanation')}</p>
        <div className="row row--center">
          <Button onClick={() => window.location.reload()}>{t('somethingWentWrong.reload')}</Button>
          <ButtonLink to="/dashboard" variant="secondary">
            {t('somethingWentWrong.backToDashboard')}
          </ButtonLink>
        </div>
      </div>
    </Page>
  );
}
