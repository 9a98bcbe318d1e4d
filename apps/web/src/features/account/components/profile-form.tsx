import { zodResolver } from '@hookform/resolvers/zod';
import { FIELD_ERRORS, LANGUAGES, type UpdateProfileInput, type User, updateProfileSchema } from '@plume/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../i18n';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from '../../../ui/use-field-error';
import { useUpdateProfile } from '../hooks/use-update-profile';

/** Names, email and language. Changing the email asks for the current password (the server checks it). */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const update = useUpdateProfile();
  const schema = updateProfileSchema.refine((values) => values.email === user.email.toLowerCase() || Boolean(values.currentPassword), {
    path: ['currentPassword'],
    message: FIELD_ERRORS.required,
  });
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, language: user.language, currentPassword: '' },
  });
  const { errors } = form.formState;
  const emailChanged = form.watch('email').trim().toLowerCase() !== user.email.toLowerCase();

  const submit = form.handleSubmit((values) => {
    const input: UpdateProfileInput = { ...values, currentPassword: emailChanged ? values.currentPassword : undefined };
    update.mutate(input, {
      onSuccess: (saved) => {
        form.reset({ ...saved, currentPassword: '' });
        // The account's language is also the one the user wants to read Plume in.
        setLanguage(saved.language);
      },
    });
  });

  return (
    <form className="stack" noValidate onSubmit={submit} onChange={() => update.isSuccess && update.reset()}>
      <div className="form-grid">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={fieldError(errors.firstName)}
          {...form.register('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={fieldError(errors.lastName)}
          {...form.register('lastName')}
        />
      </div>
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldError(errors.email)} {...form.register('email')} />
      {emailChanged && (
        <TextField
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          hint={t('account.currentPasswordForEmail')}
          error={fieldError(errors.currentPassword)}
          {...form.register('currentPassword')}
        />
      )}
      <Select label={t('fields.language')} error={fieldError(errors.language)} {...form.register('language')}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </Select>
      <ErrorNotice error={update.error} />
      {update.isSuccess && <Alert tone="success">{t('account.saved')}</Alert>}
      <div>
        <Button type="submit" pending={update.isPending}>
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
}
