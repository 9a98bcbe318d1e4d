import { zodResolver } from '@hookform/resolvers/zod';
import { emailRequestSchema, normalizeLanguage, type Region } from '@plume/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from '../../../ui/use-field-error';
import { useEmailRequest } from '../hooks/use-email-request';

/** An expired reset link: ask for a new one right there, in the region the old link came from. */
export function RequestNewLinkForm({ region }: { region: Region }) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const request = useEmailRequest('/auth/forgot-password');
  const form = useForm({ resolver: zodResolver(emailRequestSchema.pick({ email: true })), defaultValues: { email: '' } });

  const submit = form.handleSubmit(({ email }) => request.mutate({ email, language: normalizeLanguage(i18n.language ?? 'en'), region }));

  if (request.isSuccess) return <Alert tone="success">{t('resetPassword.linkSent')}</Alert>;
  return (
    <form className="stack" noValidate onSubmit={submit}>
      <p>{t('resetPassword.newLink')}</p>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={fieldError(form.formState.errors.email)}
        {...form.register('email')}
      />
      <ErrorNotice error={request.error} />
      <Button type="submit" fullWidth pending={request.isPending}>
        {t('resetPassword.sendLink')}
      </Button>
    </form>
  );
}
