import { zodResolver } from '@hookform/resolvers/zod';
import { FIELD_ERRORS, PASSWORD_MIN_LENGTH, passwordSchema } from '@plume/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldIssuesOf } from '../../../api/errors';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from '../../../ui/use-field-error';

const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: FIELD_ERRORS.mismatch });

interface NewPasswordFormProps {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (password: string) => void;
}

/** A new password typed twice; used by the reset and set-password links. */
export function NewPasswordForm({ submitLabel, pending, error, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const serverPasswordIssue = fieldIssuesOf(error).find((issue) => issue.path === 'password');

  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={fieldError(errors.password ?? serverPasswordIssue)}
        {...form.register('password')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword)}
        {...form.register('confirmPassword')}
      />
      {!serverPasswordIssue && <ErrorNotice error={error} />}
      <Button type="submit" fullWidth pending={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
