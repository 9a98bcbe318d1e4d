import { zodResolver } from '@hookform/resolvers/zod';
import { type HomeCodeRequestInput, homeCodeRequestSchema } from '@plume/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../api/errors';
import { browserCountry } from '../../../i18n/countries';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CountrySelect } from '../../../ui/country-select';
import { ErrorNotice } from '../../../ui/error-notice';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from '../../../ui/use-field-error';
import { useHomeCodeRequest } from '../hooks/use-home-code-request';

/** A parent without a code asks the child's teacher for one (the teacher gets an email). */
export function HomeCodeRequestForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const request = useHomeCodeRequest();
  const [initialCountry] = useState(browserCountry);
  const form = useForm<z.input<typeof homeCodeRequestSchema>, unknown, HomeCodeRequestInput>({
    resolver: zodResolver(homeCodeRequestSchema),
    defaultValues: { country: initialCountry, teacherEmail: '', childFullName: '', parentEmail: '' },
  });
  const { errors } = form.formState;

  if (request.isSuccess) return <Alert tone="success">{t('requestHomeCode.sent')}</Alert>;
  const noTeacher = request.error instanceof ApiError && request.error.code === 'EMAIL_NOT_FOUND';
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))}>
      <CountrySelect defaultValue={initialCountry ?? ''} error={fieldError(errors.country)} {...form.register('country')} />
      <TextField
        label={t('requestHomeCode.teacherEmail')}
        type="email"
        autoComplete="off"
        error={fieldError(errors.teacherEmail)}
        {...form.register('teacherEmail')}
      />
      <TextField
        label={t('requestHomeCode.childFullName')}
        autoComplete="off"
        error={fieldError(errors.childFullName)}
        {...form.register('childFullName')}
      />
      <TextField
        label={t('requestHomeCode.parentEmail')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.parentEmail)}
        {...form.register('parentEmail')}
      />
      {noTeacher ? <Alert>{t('requestHomeCode.noTeacher')}</Alert> : <ErrorNotice error={request.error} />}
      <Button type="submit" fullWidth pending={request.isPending}>
        {t('requestHomeCode.submit')}
      </Button>
    </form>
  );
}
