import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { useEmailLinkLogin } from '../../features/auth/hooks/use-email-link-login';
import { Page } from '../../ui/app-page';
import { Spinner } from '../../ui/spinner';

/** Opens an emailed sign-in link: success goes to the dashboard, any failure to login with the code (SPEC §4). */
export function EmailLinkLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const emailLinkLogin = useEmailLinkLogin();
  // The link works once: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    emailLinkLogin.mutate(token, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === '') return;
        const code = error instanceof ApiError && error.code !== 'LOGIN_LINK_EXPIRED' ? error.code : 'LOGIN_LINK_EXPIRED';
        navigate(`/login?error=${encodeURIComponent(code)}`, { replace: true });
      },
    });
  }, [emailLinkLogin, navigate, token]);

  return (
    <Page seo="emailLinkLogin">
      <div className="card center-card">
        <h1>{t('emailLinkLogin.title')}</h1>
        <p className="muted">{t('emailLinkLogin.inProgress')}</p>
        <Spinner />
      </div>
    </Page>
  );
}
