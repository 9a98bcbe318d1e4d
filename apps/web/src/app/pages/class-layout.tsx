import './class-page.css';
import type { ClassDetail } from '@plume/domain';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { useClass } from '../../features/classes/hooks/use-class';
import { useClasses } from '../../features/classes/hooks/use-classes';
import { ButtonLink } from '../../ui/button';
import { ClassAvatar } from '../../ui/class-avatar';
import { ErrorNotice } from '../../ui/error-notice';
import { Spinner } from '../../ui/spinner';
import { TeacherPage } from './teacher-page';

export interface ClassOutletContext {
  item: ClassDetail;
  /** My other active classes, where a pupil can move. */
  otherClasses: { id: string; name: string }[];
}

/** What the class screens receive from the class page. */
export function useClassContext() {
  return useOutletContext<ClassOutletContext>();
}

/** The class page: its name and menu, then the chosen screen. */
export function ClassLayout() {
  const { t } = useTranslation();
  const { classId = '' } = useParams();
  const item = useClass(classId);
  const classes = useClasses();
  const otherClasses = (classes.data?.active ?? []).filter((other) => other.id !== classId && other.permissions.addStudents);

  return (
    <TeacherPage seo="classPage">
      {() => (
        <div className="class-page">
          <ButtonLink variant="link" to="/dashboard">
            {t('classPage.back')}
          </ButtonLink>
          {item.isPending && <Spinner />}
          {item.isError && (
            <div className="card stack">
              <h1>{t('classPage.loadFailed')}</h1>
              <ErrorNotice error={item.error} />
            </div>
          )}
          {item.data && (
            <>
              <div className="class-page__header">
                <ClassAvatar avatar={item.data.avatar} colour={item.data.colour} size={56} />
                <div>
                  <p className="class-page__name">{item.data.name}</p>
                  <p className="muted class-page__school">
                    {item.data.school.name} · {t(`roles.${item.data.role}`)}
                    {item.data.archived ? ` · ${t('classPage.archived')}` : ''}
                  </p>
                </div>
              </div>
              {/* SPEC §2 lists Activity, Lessons, Targeted lessons, Reports and First steps too: they come with later issues. */}
              <nav className="class-menu" aria-label={t('classPage.menu')}>
                <NavLink className="class-menu__link" to="students">
                  {t('classPage.students')}
                </NavLink>
                <NavLink className="class-menu__link" to="settings">
                  {t('classPage.settings')}
                </NavLink>
              </nav>
              <Outlet context={{ item: item.data, otherClasses } satisfies ClassOutletContext} />
            </>
          )}
        </div>
      )}
    </TeacherPage>
  );
}
