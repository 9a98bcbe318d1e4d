import { classPermissions } from '@plume/domain';
import { useTranslation } from 'react-i18next';
import { ClassLifecycle } from '../../features/classes/components/class-lifecycle';
import { ClassSettingsForm } from '../../features/classes/components/class-settings-form';
import { CoTeachers } from '../../features/classes/components/co-teachers';
import { Alert } from '../../ui/alert';
import { useClassContext } from './class-layout';

/** Class settings: the primary teacher's; a co-teacher may only leave. */
export function ClassSettingsPage() {
  const { t } = useTranslation();
  const { item } = useClassContext();
  const permissions = classPermissions(item.role);
  return (
    <div className="class-screen">
      <h1>{t('classSettings.title', { name: item.name })}</h1>
      {!item.hasPrimaryTeacher && <Alert>{t('errors.CLASS_HAS_NO_PRIMARY_TEACHER')}</Alert>}
      {item.hasPrimaryTeacher && permissions.editSettings && (
        <section className="card stack" aria-labelledby="general-title">
          <h2 id="general-title">{t('classSettings.generalTitle')}</h2>
          <ClassSettingsForm item={item} />
        </section>
      )}
      {item.hasPrimaryTeacher && (
        <section className="card stack" aria-labelledby="co-teachers-title">
          <h2 id="co-teachers-title">{t('classSettings.coTeachersTitle')}</h2>
          <CoTeachers item={item} />
        </section>
      )}
      {(item.hasPrimaryTeacher || permissions.leave) && <ClassLifecycle item={item} />}
    </div>
  );
}
