import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/app-page';
import { ButtonLink } from '../../ui/button';
import { BookIcon, HomeIcon, TeacherIcon } from '../../ui/icons';
import './portal.css';

/** The front door: teachers and school leaders, parents, pupils each find their way in. */
export function PortalPage() {
  const { t } = useTranslation();
  return (
    <Page seo="portal" width="wide">
      <div className="portal">
        <div className="portal__hero">
          <h1>{t('portal.title')}</h1>
          <p className="portal__intro">{t('portal.intro')}</p>
        </div>
        <ul className="portal__choices">
          <li className="portal__choice portal__choice--teacher">
            <span className="portal__icon">
              <TeacherIcon size={32} />
            </span>
            <h2>{t('portal.teacher.title')}</h2>
            <p>{t('portal.teacher.description')}</p>
            <div className="portal__actions">
              <ButtonLink to="/login">{t('portal.teacher.login')}</ButtonLink>
              <ButtonLink to="/signup-choices" variant="secondary">
                {t('portal.teacher.signup')}
              </ButtonLink>
            </div>
          </li>
          <li className="portal__choice portal__choice--parent">
            <span className="portal__icon">
              <HomeIcon size={32} />
            </span>
            <h2>{t('portal.parent.title')}</h2>
            <p>{t('portal.parent.description')}</p>
            <p className="portal__note">{t('portal.parent.askTeacher')}</p>
            <div className="portal__actions">
              <ButtonLink to="/home-connect">{t('portal.parent.homeCode')}</ButtonLink>
              <ButtonLink to="/login" variant="secondary">
                {t('portal.parent.login')}
              </ButtonLink>
              <ButtonLink to="/signup?job=PARENT" variant="secondary">
                {t('portal.parent.signup')}
              </ButtonLink>
            </div>
          </li>
          <li className="portal__choice portal__choice--pupil">
            <span className="portal__icon">
              <BookIcon size={32} />
            </span>
            <h2>{t('portal.pupil.title')}</h2>
            <p>{t('portal.pupil.description')}</p>
            <p className="portal__note">{t('portal.pupil.askTeacher')}</p>
            <div className="portal__actions">
              <ButtonLink to="/student/connect">{t('portal.pupil.connect')}</ButtonLink>
            </div>
          </li>
        </ul>
      </div>
    </Page>
  );
}
