import { parseRegionalToken, type SessionResponse } from '@plume/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/errors';
import { Alert } from '../../../ui/alert';
import { useSetPassword } from '../hooks/use-set-password';
import { useStartSession } from '../hooks/use-start-session';
import { NewPasswordForm } from './new-password-form';
import { RequestNewLinkForm } from './request-new-link-form';

/**
 * The page an emailed password link opens. Its token names the region to call. Reset ends on the login
 * screen with a notice; set-password signs the user in. An expired link offers a new one right there.
 */
export function PasswordLinkForm({ mode }: { mode: 'reset' | 'set' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const token = useSearchParams()[0].get('token') ?? '';
  const region = parseRegionalToken(token)?.region;
  const setPassword = useSetPassword(mode, token);
  const expired = !region || (setPassword.error instanceof ApiError && setPassword.error.code === 'RESET_LINK_EXPIRED');

  const submit = (password: string) =>
    setPassword.mutate(password, {
      onSuccess: (session: SessionResponse | null) => {
        if (session) startSession(session);
        else navigate('/login', { replace: true, state: { notice: 'passwordReset' } });
      },
    });

  if (expired) {
    return (
      <div className="stack">
        <Alert>{t('errors.RESET_LINK_EXPIRED')}</Alert>
        {region ? <RequestNewLinkForm region={region} /> : <Link to="/forgot-password">{t('login.forgotPassword')}</Link>}
      </div>
    );
  }
  return (
    <NewPasswordForm
      submitLabel={t(mode === 'reset' ? 'resetPassword.submit' : 'setPassword.submit')}
      pending={setPassword.isPending || setPassword.isSuccess}
      error={setPassword.error}
      onSubmit={submit}
    />
  );
}
