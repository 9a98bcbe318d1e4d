import { useTranslation } from 'react-i18next';
import { StudentList } from '../../features/students/components/student-list';
import { ButtonLink } from '../../ui/button';
import { useClassContext } from './class-layout';

/** Pupils of the class. */
export function ClassStudentsPage() {
  const { t } = useTranslation();
  const { item, otherClasses } = useClassContext();
  return (
    <div className="class-screen">
      <div className="class-screen__title">
        <h1>{t('students.title', { name: item.name })}</h1>
        <ButtonLink variant="secondary" to={`/class/${item.id}/home-invite`}>
          {t('students.inviteFamilies')}
        </ButtonLink>
      </div>
      <StudentList classId={item.id} role={item.role} otherClasses={otherClasses} />
    </div>
  );
}
