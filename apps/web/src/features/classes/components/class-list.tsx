import './classes.css';
import { type ClassSummary, classPermissions } from '@plume/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../ui/button';
import { ClassAvatar } from '../../../ui/class-avatar';
import { ErrorNotice } from '../../../ui/error-notice';
import { Spinner } from '../../../ui/spinner';
import { useClasses } from '../hooks/use-classes';
import { useRestoreClass } from '../hooks/use-restore-class';

function ClassCard({ item, archived }: { item: ClassSummary; archived?: boolean }) {
  const { t } = useTranslation();
  const restore = useRestoreClass();
  const canRestore = archived && classPermissions(item.role).archive;
  return (
    <li>
      <article className="class-card">
        <ClassAvatar avatar={item.avatar} colour={item.colour} />
        <div className="class-card__body">
          {archived ? (
            <h3 className="class-card__name">{item.name}</h3>
          ) : (
            <h3 className="class-card__name">
              <Link className="class-card__name" to={`/dashboard/class/${item.id}/students`}>
                {item.name}
              </Link>
            </h3>
          )}
          <p className="class-card__meta">{item.school.name}</p>
          <p className="class-card__meta">{t('classes.pupilCount', { count: item.studentCount })}</p>
          <span className="role-badge">{t(`roles.${item.role}`)}</span>
          {canRestore && (
            <div>
              <Button
                variant="secondary"
                pending={restore.isPending}
                onClick={() => restore.mutate(item.id)}
                aria-label={t('classes.restoreNamed', { name: item.name })}
              >
                {t('classes.restore')}
              </Button>
            </div>
          )}
          <ErrorNotice error={restore.error} />
        </div>
      </article>
    </li>
  );
}

/** My active classes as cards, then the archived ones folded away. */
export function ClassList() {
  const { t } = useTranslation();
  const classes = useClasses();
  return (
    <section className="stack" aria-labelledby="classes-title">
      <div className="row row--between">
        <h2 id="classes-title">{t('classes.title')}</h2>
        <ButtonLink to="/dashboard/classes/new">{t('classes.create')}</ButtonLink>
      </div>
      {classes.isPending && <Spinner />}
      <ErrorNotice error={classes.error} />
      {classes.data && classes.data.active.length === 0 && <p className="muted">{t('classes.empty')}</p>}
      {classes.data && classes.data.active.length > 0 && (
        <ul className="class-cards">
          {classes.data.active.map((item) => (
            <ClassCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      {classes.data && classes.data.archived.length > 0 && (
        <details className="archived-classes">
          <summary>{t('classes.archivedTitle', { count: classes.data.archived.length })}</summary>
          <ul className="class-cards">
            {classes.data.archived.map((item) => (
              <ClassCard key={item.id} item={item} archived />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
