import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_REGION,
  JOBS,
  type Job,
  normalizeLanguage,
  PASSWORD_MIN_LENGTH,
  regionOfCountry,
  type SignupInput,
  signupSchema,
} from '@plume/domain';
import { useCallback, useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { fieldIssuesOf } from '../../../api/errors';
import { browserCountry } from '../../../i18n/countries';
import { Button } from '../../../ui/button';
import { CountrySelect } from '../../../ui/country-select';
import { ErrorNotice } from '../../../ui/error-notice';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from '../../../ui/use-field-error';
import { useSignup } from '../hooks/use-signup';
import { CaptchaField } from './captcha-field';

function jobFromQuery(value: string | null): Job | undefined {
  return JOBS.find((job) => job === value);
}

export function SignupForm() {
  const { t, i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language ?? 'en');
  const [params] = useSearchParams();
  const fieldError = useFieldError();
  const signup = useSignup();
  const [captchaRound, setCaptchaRound] = useState(0);
  // Read once: the selects show them from the first paint, before react-hook-form takes over.
  const [initial] = useState(() => ({ job: jobFromQuery(params.get('job')), country: browserCountry() }));
  const form = useForm<z.input<typeof signupSchema>, unknown, SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      job: initial.job,
      country: initial.country,
      referralCode: params.get('ref') ?? '',
      captcha: '',
      language,
    },
  });
  const { errors } = form.formState;
  const country = form.watch('country');
  const region = country ? regionOfCountry(country) : DEFAULT_REGION;

  // A payload solved for one region's challenge is worthless in the other.
  useEffect(() => {
    if (region) form.setValue('captcha', '');
  }, [form, region]);

  const setCaptcha = useCallback(
    (payload: string) => form.setValue('captcha', payload, { shouldValidate: form.formState.isSubmitted }),
    [form],
  );

  const submit = form.handleSubmit((values) => {
    const input: SignupInput = { ...values, referralCode: values.referralCode || undefined, language };
    signup.mutate(input, {
      onError: (error) => {
        for (const issue of fieldIssuesOf(error)) {
          form.setError(issue.path as FieldPath<SignupInput>, { message: issue.message });
        }
        // A captcha payload is spent by the attempt: start a new check.
        form.setValue('captcha', '');
        setCaptchaRound((round) => round + 1);
      },
    });
  });

  return (
    <form className="stack" noValidate onSubmit={submit}>
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
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={fieldError(errors.password)}
        {...form.register('password')}
      />
      <Select label={t('fields.job')} defaultValue={initial.job ?? ''} error={fieldError(errors.job)} {...form.register('job')}>
        <option value="">{t('fields.choose')}</option>
        {JOBS.map((job) => (
          <option key={job} value={job}>
            {t(`jobs.${job}`)}
          </option>
        ))}
      </Select>
      <CountrySelect defaultValue={initial.country ?? ''} error={fieldError(errors.country)} {...form.register('country')} />
      <TextField
        label={t('fields.referralCode')}
        autoComplete="off"
        error={fieldError(errors.referralCode)}
        {...form.register('referralCode')}
      />
      <CaptchaField region={region} language={language} onChange={setCaptcha} error={fieldError(errors.captcha)} resetKey={captchaRound} />
      {signup.error && fieldIssuesOf(signup.error).length === 0 && <ErrorNotice error={signup.error} />}
      <Button type="submit" fullWidth pending={signup.isPending || signup.isSuccess}>
        {t('signup.submit')}
      </Button>
    </form>
  );
}
