import type { User } from '@plume/domain';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../i18n/use-date-format';

/** What the account is: email, language and since when. */
export function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  return (
    <dl className="account-summary">
      <div>
        <dt>{t('dashboard.email')}</dt>
        <dd>{user.email}</dd>
      </div>
      <div>
        <dt>{t('dashboard.language')}</dt>
        <dd lang={user.language}>{t(`language.${user.language}`)}</dd>
      </div>
      <div>
        <dt>{t('dashboard.memberSince')}</dt>
        <dd>
          <time dateTime={user.createdAt}>{formatDate ? formatDate(user.createdAt, 'long') : '…'}</time>
        </dd>
      </div>
    </dl>
  );
}
