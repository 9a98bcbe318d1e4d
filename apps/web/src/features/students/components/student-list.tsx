import './students.css';
import { type ClassPermissions, type ClassRole, classPermissions } from '@plume/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { Spinner } from '../../../ui/spinner';
import { useStudents } from '../hooks/use-students';
import { AddStudentsDialog } from './add-students-dialog';
import { StudentDialog } from './student-dialog';

interface StudentListProps {
  classId: string;
  role: ClassRole;
  otherClasses: { id: string; name: string }[];
}

/** The class's pupils: name, grade, world, home code; each opens its settings. */
export function StudentList({ classId, role, otherClasses }: StudentListProps) {
  const { t } = useTranslation();
  const permissions: ClassPermissions = classPermissions(role);
  const students = useStudents(classId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const current = students.data?.find((student) => student.id === editing);

  return (
    <div className="stack">
      {permissions.addStudents ? (
        <div>
          <Button onClick={() => setAdding(true)}>{t('students.add')}</Button>
        </div>
      ) : (
        <Alert tone="info">{t('students.askPrimary')}</Alert>
      )}
      {students.isPending && <Spinner />}
      <ErrorNotice error={students.error} />
      {students.data?.length === 0 && <p className="muted">{t('students.empty')}</p>}
      {students.data && students.data.length > 0 && (
        <div className="table-scroll">
          <table className="student-table">
            <caption className="visually-hidden">{t('students.caption', { count: students.data.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('students.name')}</th>
                <th scope="col">{t('students.grade')}</th>
                <th scope="col">{t('students.world')}</th>
                <th scope="col">{t('students.homeCode')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('students.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {students.data.map((student) => (
                <tr key={student.id}>
                  <th scope="row">{student.name}</th>
                  <td>{student.grade ? t(`grades.${student.grade}`) : '–'}</td>
                  <td>{t(`worlds.${student.world}` as 'worlds.forest', { defaultValue: student.world })}</td>
                  <td>
                    <code>{student.homeCode}</code>
                  </td>
                  <td className="student-table__actions">
                    <Button
                      variant="secondary"
                      onClick={() => setEditing(student.id)}
                      aria-label={t('students.edit', { name: student.name })}
                    >
                      {t('students.settings')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddStudentsDialog classId={classId} isOpen={adding} onOpenChange={setAdding} />
      {current && (
        <StudentDialog
          key={current.id}
          student={current}
          permissions={permissions}
          otherClasses={otherClasses}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
