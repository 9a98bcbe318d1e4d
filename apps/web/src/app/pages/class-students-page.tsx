import { useTranslation } from 'react-i18next';
import { StudentList } from '../../features/students/components/student-list';
import { useClassContext } from './class-layout';

/** Pupils of the class. */
export function ClassStudentsPage() {
  const { t } = useTranslation();
  const { item, otherClasses } = useClassContext();
  return (
    <div className="class-screen">
      <h1>{t('students.title', { name: item.name })}</h1>
      <StudentList classId={item.id} role={item.role} otherClasses={otherClasses} />
    </div>
  );
}
