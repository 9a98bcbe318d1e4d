import './student.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/errors';
import { clearStudentToken } from '../api/student-session';
import { Page } from '../ui/app-page';
import { Button } from '../ui/button';
import { ErrorNotice } from '../ui/error-notice';
import { BookIcon } from '../ui/icons';
import { PageSpinner } from '../ui/spinner';
import { useStudentMe } from './hooks/use-student-me';

const NEW_TOKEN_PATH = '/student/connect?forceNewToken=true';

/** The pupil's home: a hello for now; lessons come with the curriculum. */
export function StudentHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useStudentMe();
  const tokenRefused = me.error instanceof ApiError && me.error.code === 'INVALID_STUDENT_TOKEN';

  useEffect(() => {
    // SPEC §8: a refused student token is forgotten and the child connects again.
    if (tokenRefused) {
      clearStudentToken();
      navigate(NEW_TOKEN_PATH, { replace: true });
    }
  }, [tokenRefused, navigate]);

  const leave = () => {
    clearStudentToken();
    navigate(NEW_TOKEN_PATH);
  };

  return (
    <Page seo="student" homePath="/student">
      {(me.isPending || tokenRefused) && <PageSpinner />}
      {me.isError && !tokenRefused && (
        <div className="student card">
          <h1 className="student__title">{t('student.home.oops')}</h1>
          <ErrorNotice error={me.error} />
        </div>
      )}
      {me.data && (
        <div className="student card">
          <span className="student__icon">
            <BookIcon size={48} />
          </span>
          <h1 className="student__title">{t('student.home.hello', { name: me.data.name })}</h1>
          <p className="student__class-name">{t('student.home.class', { className: me.data.className })}</p>
          <p className="student__soon">{t('student.home.soon')}</p>
          <Button variant="link" onClick={leave}>
            {t('student.home.notMe')}
          </Button>
        </div>
      )}
    </Page>
  );
}
