import { useTranslation } from 'react-i18next';
import { CreateClassForm } from '../../features/classes/components/create-class-form';
import { SchoolPicker } from '../../features/schools/components/school-picker';
import { ButtonLink } from '../../ui/button';
import { TeacherPage } from './teacher-page';

/** Class creation: find (or create) the school, then the class itself. */
export function CreateClassPage() {
  const { t } = useTranslation();
  return (
    <TeacherPage seo="createClass" width="narrow">
      {(user) => (
        <div className="stack">
          <div>
            <ButtonLink variant="link" to="/dashboard">
              {t('classPage.back')}
            </ButtonLink>
            <h1>{t('createClass.title')}</h1>
            <p className="muted">{t('createClass.intro')}</p>
          </div>
          <CreateClassForm
            defaultLanguage={user.language === 'fr' ? 'FR' : 'EN'}
            renderSchoolPicker={(props) => <SchoolPicker defaultCountry={user.country} {...props} />}
          />
        </div>
      )}
    </TeacherPage>
  );
}
