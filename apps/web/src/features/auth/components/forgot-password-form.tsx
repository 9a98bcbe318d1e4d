import { zodResolver } from '@hookform/resolvers/zod';
import { countrySchema, emailSchema, normalizeLanguage, regionOfCountry } from '@plume/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { browserCountry } from '../../../i18n/countries';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CountrySelect } from '../../../ui/country-select';
import { ErrorNotice } from '../../../ui/error-notice';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from '../../../ui/use-field-error';
import { useEmailRequest } from '../hooks/use-email-request';

const forgotPasswordSchema = z.object({ email: emailSchema, country: countrySchema });

/** Email + country (its region holds the account); the reply never says whether the account exists. */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const request = useEmailRequest('/auth/forgot-password');
  const [initialCountry] = useState(browserCountry);
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '', country: initialCountry },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ email, country }) =>
    request.mutate({ email, language: normalizeLanguage(i18n.language ?? 'en'), region: regionOfCountry(country) }),
  );

  if (request.isSuccess) return <Alert tone="success">{t('forgotPassword.sent')}</Alert>;
  return (
    <form className="stack" noValidate onSubmit={submit}>
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldError(errors.email)} {...form.register('email')} />
      <CountrySelect defaultValue={initialCountry ?? ''} error={fieldError(errors.country)} {...form.register('country')} />
      <ErrorNotice error={request.error} />
      <Button type="submit" fullWidth pending={request.isPending}>
        {t('forgotPassword.submit')}
      </Button>
    </form>
  );
}
