import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, FIELD_ERRORS, PASSWORD_MIN_LENGTH } from '@plume/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from '../../../ui/use-field-error';
import { useChangePassword } from '../hooks/use-change-password';

const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, FIELD_ERRORS.required) })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: FIELD_ERRORS.mismatch });

interface ChangePasswordDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onChanged: () => void;
}

/** A modal dialog: focus stays inside, Escape closes, the rest of the page is hidden from assistive tech. */
export function ChangePasswordDialog({ isOpen, onOpenChange, onChanged }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    change.reset();
    onOpenChange(false);
  };
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          close();
          onChanged();
        },
      },
    ),
  );

  return (
    <Modal
      title={t('account.changePassword')}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) onOpenChange(true);
        else close();
      }}
    >
      <p className="muted">{t('account.passwordIntro')}</p>
      <form className="stack" noValidate onSubmit={submit}>
        <TextField
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.currentPassword)}
          {...form.register('currentPassword')}
        />
        <TextField
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={fieldError(errors.newPassword)}
          {...form.register('newPassword')}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword)}
          {...form.register('confirmPassword')}
        />
        <ErrorNotice error={change.error} />
        <div className="row modal__actions">
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" pending={change.isPending}>
            {t('account.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
