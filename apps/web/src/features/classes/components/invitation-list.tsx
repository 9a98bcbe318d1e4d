import './classes.css';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { useAcceptInvitation } from '../hooks/use-accept-invitation';
import { useDeclineInvitation } from '../hooks/use-decline-invitation';
import { useInvitations } from '../hooks/use-invitations';

/** Pending invitations to co-teach; nothing at all when there are none. */
export function InvitationList() {
  const { t } = useTranslation();
  const invitations = useInvitations();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t('invitations.title')}</h2>
      <ul className="teacher-list">
        {invitations.data.map((invitation) => (
          <li key={invitation.id} className="invitation">
            <p>
              {t('invitations.from', {
                name: `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`,
                className: invitation.className,
                school: invitation.schoolName,
              })}
            </p>
            <div className="row">
              <Button
                variant="ghost"
                onClick={() => decline.mutate(invitation.id)}
                aria-label={t('invitations.declineNamed', { name: invitation.className })}
              >
                {t('invitations.decline')}
              </Button>
              <Button
                onClick={() => accept.mutate(invitation.id)}
                aria-label={t('invitations.acceptNamed', { name: invitation.className })}
              >
                {t('invitations.accept')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ErrorNotice error={accept.error ?? decline.error} />
    </section>
  );
}
