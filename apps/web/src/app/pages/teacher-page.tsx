import type { User } from '@plume/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { ChangePasswordDialog } from '../../features/account/components/change-password-dialog';
import { UserMenu, type UserMenuAction } from '../../features/account/components/user-menu';
import { useLogout } from '../../features/account/hooks/use-logout';
import { useMe } from '../../features/account/hooks/use-me';
import { Page } from '../../ui/app-page';
import { Button } from '../../ui/button';
import { ErrorNotice } from '../../ui/error-notice';
import type { SeoKey } from '../../ui/page';
import { PageSpinner } from '../../ui/spinner';

interface TeacherPageProps {
  seo: SeoKey;
  width?: 'narrow' | 'wide';
  /** The screen, once the signed-in user is known. */
  children: (user: User) => ReactNode;
}

/** Frame of the signed-in screens: the user menu (account settings, password, log out) in the header. */
export function TeacherPage({ seo, width = 'wide', children }: TeacherPageProps) {
  const { t } = useTranslation();
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const [passwordOpen, setPasswordOpen] = useState(false);

  if (me.isPending || (me.error instanceof ApiError && me.error.code === '')) {
    return (
      <Page seo={seo} homePath="/dashboard">
        <PageSpinner />
      </Page>
    );
  }
  if (me.isError) {
    return (
      <Page seo={seo} homePath="/dashboard">
        <div className="card stack">
          <h1>{t('dashboard.loadFailed')}</h1>
          <ErrorNotice error={me.error} />
          <div>
            <Button onClick={() => me.refetch()}>{t('somethingWentWrong.reload')}</Button>
          </div>
        </div>
      </Page>
    );
  }

  const user = me.data;
  const onMenuAction = (action: UserMenuAction) => {
    if (action === 'logout') logout.mutate();
    if (action === 'password') setPasswordOpen(true);
    if (action === 'settings') navigate('/dashboard/account');
  };
  return (
    <Page
      seo={seo}
      width={width}
      homePath="/dashboard"
      headerActions={<UserMenu firstName={user.firstName} lastName={user.lastName} onAction={onMenuAction} />}
    >
      {children(user)}
      <ChangePasswordDialog isOpen={passwordOpen} onOpenChange={setPasswordOpen} onChanged={() => undefined} />
    </Page>
  );
}
