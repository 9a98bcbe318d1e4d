import { type ClassDetail, classPermissions } from '@plume/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorNotice } from '../../../ui/error-notice';
import { TextField } from '../../../ui/text-field';
import { useArchiveClass } from '../hooks/use-archive-class';
import { useDeleteClass } from '../hooks/use-delete-class';
import { useLeaveClass } from '../hooks/use-leave-class';
import { useRestoreClass } from '../hooks/use-restore-class';
import { useTransferClass } from '../hooks/use-transfer-class';

type Pending = 'archive' | 'transfer' | 'delete' | 'leave' | null;

/** Archive or restore, transfer to a colleague, delete; or, for a co-teacher, leave. */
export function ClassLifecycle({ item }: { item: ClassDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = classPermissions(item.role);
  const archive = useArchiveClass();
  const restore = useRestoreClass();
  const transfer = useTransferClass(item.id);
  const remove = useDeleteClass(item.id);
  const leave = useLeaveClass(item.id);
  const [open, setOpen] = useState<Pending>(null);
  const [email, setEmail] = useState('');
  const close = (isOpen: boolean) => {
    if (!isOpen) {
      setOpen(null);
      for (const mutation of [archive, transfer, remove, leave]) mutation.reset();
    }
  };
  const home = () => navigate('/dashboard', { replace: true });

  if (permissions.leave) {
    return (
      <section className="card stack" aria-labelledby="leave-title">
        <h2 id="leave-title">{t('classSettings.leaveTitle')}</h2>
        <p className="muted">{t('classSettings.leaveIntro')}</p>
        <div>
          <Button variant="secondary" onClick={() => setOpen('leave')}>
            {t('classSettings.leave')}
          </Button>
        </div>
        <ConfirmDialog
          title={t('classSettings.leaveTitle')}
          isOpen={open === 'leave'}
          onOpenChange={close}
          confirmLabel={t('classSettings.leave')}
          onConfirm={() => leave.mutate(undefined, { onSuccess: home })}
          pending={leave.isPending}
          error={leave.error}
        >
          <p>{t('classSettings.leaveConfirm', { name: item.name })}</p>
        </ConfirmDialog>
      </section>
    );
  }

  return (
    <>
      {permissions.archive && (
        <section className="card stack" aria-labelledby="archive-title">
          <h2 id="archive-title">{t('classSettings.archiveTitle')}</h2>
          {item.archived ? (
            <>
              <p className="muted">{t('classSettings.archivedNote')}</p>
              <div>
                <Button variant="secondary" pending={restore.isPending} onClick={() => restore.mutate(item.id)}>
                  {t('classSettings.restore')}
                </Button>
              </div>
              <ErrorNotice error={restore.error} />
            </>
          ) : (
            <>
              <p className="muted">{t('classSettings.archiveIntro')}</p>
              <div>
                <Button variant="secondary" onClick={() => setOpen('archive')}>
                  {t('classSettings.archive')}
                </Button>
              </div>
            </>
          )}
          <ConfirmDialog
            title={t('classSettings.archive')}
            isOpen={open === 'archive'}
            onOpenChange={close}
            confirmLabel={t('classSettings.archive')}
            onConfirm={() => archive.mutate(item.id, { onSuccess: () => setOpen(null) })}
            pending={archive.isPending}
            error={archive.error}
          >
            <p>{t('classSettings.archiveConfirm', { name: item.name })}</p>
          </ConfirmDialog>
        </section>
      )}
      {permissions.transferClass && (
        <section className="card stack" aria-labelledby="transfer-title">
          <h2 id="transfer-title">{t('classSettings.transferTitle')}</h2>
          <p className="muted">{t('classSettings.transferIntro')}</p>
          <form
            className="stack"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (email.trim()) setOpen('transfer');
            }}
          >
            <TextField
              label={t('classSettings.transferEmail')}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <div>
              <Button type="submit" variant="secondary" disabled={!email.trim()}>
                {t('classSettings.transfer')}
              </Button>
            </div>
          </form>
          <ConfirmDialog
            title={t('classSettings.transferTitle')}
            isOpen={open === 'transfer'}
            onOpenChange={close}
            confirmLabel={t('classSettings.transfer')}
            onConfirm={() => transfer.mutate(email.trim(), { onSuccess: home })}
            pending={transfer.isPending}
            error={transfer.error}
          >
            <p>{t('classSettings.transferConfirm', { email: email.trim(), name: item.name })}</p>
          </ConfirmDialog>
        </section>
      )}
      {permissions.deleteClass && (
        <section className="card stack danger-zone" aria-labelledby="delete-title">
          <h2 id="delete-title">{t('classSettings.deleteTitle')}</h2>
          <p className="muted">{t('classSettings.deleteIntro')}</p>
          <div>
            <Button variant="secondary" onClick={() => setOpen('delete')}>
              {t('classSettings.delete')}
            </Button>
          </div>
          <ConfirmDialog
            title={t('classSettings.deleteTitle')}
            isOpen={open === 'delete'}
            onOpenChange={close}
            confirmLabel={t('classSettings.delete')}
            onConfirm={() => remove.mutate(item.name, { onSuccess: home })}
            pending={remove.isPending}
            error={remove.error}
            typeToConfirm={{ label: t('classSettings.deleteConfirmLabel', { name: item.name }), expected: item.name }}
          >
            <p>{t('classSettings.deleteIntro')}</p>
          </ConfirmDialog>
        </section>
      )}
    </>
  );
}
