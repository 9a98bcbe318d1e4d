import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useRouteError } from 'react-router';

/**
 * A screen that crashes while rendering sends the user to the dashboard (SPEC §2).
 * If a dashboard screen crashes, the friendly error page takes over; if even that one crashes,
 * a bare message with a reload link stays put, so we never loop.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('Screen crashed', error);
  }, [error]);
  if (pathname === '/something-went-wrong') {
    return (
      <main className="page__main page__main--narrow">
        <h1>{t('somethingWentWrong.title')}</h1>
        <p>
          <a href="/dashboard">{t('somethingWentWrong.backToDashboard')}</a>
        </p>
      </main>
    );
  }
  const target = pathname.startsWith('/dashboard') ? '/something-went-wrong' : '/dashboard';
  return <Navigate to={target} replace />;
}
