import { type ClassDetail, classPermissions } from '@plume/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { TextField } from '../../../ui/text-field';
import { useInviteCoTeacher } from '../hooks/use-invite-co-teacher';
import { useRemoveCoTeacher } from '../hooks/use-remove-co-teacher';

/** The class's teachers, pending invitations and the invite form. */
export function CoTeachers({ item }: { item: ClassDetail }) {
  const { t } = useTranslation();
  const canManage = classPermissions(item.role).manageCoTeachers;
  const invite = useInviteCoTeacher(item.id);
  const remove = useRemoveCoTeacher(item.id);
  const [email, setEmail] = useState('');
  const coTeachers = item.teachers.filter((teacher) => teacher.role === 'CO_TEACHER');

  return (
    <div className="stack">
      {coTeachers.length === 0 && item.pendingInvitations.length === 0 ? (
        <p className="muted">{t('classSettings.noCoTeachers')}</p>
      ) : (
        <ul className="teacher-list">
          {coTeachers.map((teacher) => (
            <li key={teacher.userId}>
              <span>
                {teacher.firstName} {teacher.lastName} <span className="muted">({teacher.email})</span>
              </span>
              {canManage && (
                <Button
                  variant="ghost"
                  pending={remove.isPending && remove.variables === teacher.userId}
                  onClick={() => remove.mutate(teacher.userId)}
                  aria-label={t('classSettings.removeNamed', { name: `${teacher.firstName} ${teacher.lastName}` })}
                >
                  {t('classSettings.remove')}
                </Button>
              )}
            </li>
          ))}
          {item.pendingInvitations.map((invitation) => (
            <li key={invitation.id}>
              <span>
                {invitation.firstName} {invitation.lastName} <span className="muted">({invitation.email})</span>
              </span>
              <span className="role-badge">{t('classSettings.pending')}</span>
            </li>
          ))}
        </ul>
      )}
      <ErrorNotice error={remove.error} />
      {canManage && (
        <form
          className="stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            invite.mutate(email.trim(), { onSuccess: () => setEmail('') });
          }}
        >
          <TextField
            label={t('classSettings.inviteEmail')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (invite.isSuccess) invite.reset();
            }}
          />
          <ErrorNotice error={invite.error} />
          {invite.isSuccess && <Alert tone="success">{t('classSettings.invited')}</Alert>}
          <div>
            <Button type="submit" variant="secondary" pending={invite.isPending}>
              {t('classSettings.invite')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
