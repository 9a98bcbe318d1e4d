import { type Language, normalizeLanguage } from '@plume/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useClass } from '../../features/classes/hooks/use-class';
import { HomeInviteLetter } from '../../features/families/components/home-invite-letter';
import { useStudents } from '../../features/students/hooks/use-students';
import { useFixedT } from '../../i18n/use-fixed-t';
import { ErrorNotice } from '../../ui/error-notice';
import { PrintPage } from '../../ui/print-page';
import { Spinner } from '../../ui/spinner';

/** Home-invite letters in the class's language: every pupil's, or one pupil's (/:studentId). */
export function HomeInvitePage() {
  const { t } = useTranslation();
  const { classId = '', studentId } = useParams();
  const item = useClass(classId);
  const students = useStudents(classId);
  const language: Language | undefined = item.data ? normalizeLanguage(item.data.language.toLowerCase()) : undefined;
  const letterT = useFixedT(language);
  const pupils = (students.data ?? []).filter((student) => !studentId || student.id === studentId);
  const ready = Boolean(item.data && students.data && letterT);
  const only = studentId ? pupils[0] : undefined;

  return (
    <PrintPage
      seo="homeInvite"
      title={only ? t('homeInvite.titleOne', { name: only.name }) : t('homeInvite.title', { name: item.data?.name ?? '' })}
      intro={t('homeInvite.pageIntro', { count: pupils.length })}
      backTo={`/dashboard/class/${classId}/students`}
      ready={ready && pupils.length > 0}
    >
      {(item.isPending || students.isPending || (item.data && !letterT)) && <Spinner />}
      <ErrorNotice error={item.error ?? students.error} />
      {ready && pupils.length === 0 && <p className="muted">{studentId ? t('errors.STUDENT_NOT_FOUND') : t('students.empty')}</p>}
      {ready &&
        item.data &&
        letterT &&
        pupils.map((student) => (
          <HomeInviteLetter
            key={student.id}
            t={letterT}
            studentName={student.name}
            className={item.data.name}
            code={student.homeCode}
            origin={window.location.origin}
          />
        ))}
    </PrintPage>
  );
}
